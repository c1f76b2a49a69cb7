/** The case rules module: the step-1 answers in, one sourced answer out. docs/decisions/0035-case-rules.md. */
export {
  AGE_GROUPS,
  AGE_GROUP_LABELS,
  BOOKLETS,
  BOOKLET_LABELS,
  CHANGE_KINDS,
  CHANGE_KIND_LABELS,
  ECR_LABELS,
  ECR_STATUSES,
  EXPIRY_BANDS,
  EXPIRY_BAND_LABELS,
  SPEC_CONSULATE_MISSIONS,
  caseAnswersFromConfig,
  caseAnswersSchema,
  missionIdForSpecConsulate,
  type AgeGroup,
  type CaseAnswers,
  type ChangeKind,
  type ExpiryBand,
} from './case-answers.ts';
export {
  getMission,
  getProvider,
  listMissions,
  listProviders,
  listSources,
  missionsForCountry,
  type Mission,
  type Provider,
  type Source,
} from './case-data.ts';
export { addMonths, expiryBandFromDate } from './conditions.ts';
export { DOCUMENT_FORM_LABELS, type CaseDocument, type UploadSlotPlan } from './documents.ts';
export { formatAmount, type FeeLine, type Fees } from './fees.ts';
export { getFact, passportNumberPattern, type FactId, type FactValue } from './general-facts.ts';
export { listRules, type ListedRule } from './list-rules.ts';
export {
  caseDataWith,
  checkRuleOverride,
  overlayCaseData,
  type RuleOverride,
  type RuleOverrides,
} from './overrides.ts';
export { resolveCase, slotPlan, type CaseResult, type MissionSummary, type ResolveOptions } from './resolve-case.ts';
export { STALE_AFTER_DAYS, ageInDays, checkedOnNotice, isStale, type RuleRef, type SourceRef } from './rule-ref.ts';
export type { PoliceVerification, ReasonLine, Tatkaal } from './tatkaal-and-police.ts';
export type { Chase, ChaseStep, GovernmentForm, Processing } from './timing.ts';
export type { AttendInPerson, PhotoAnswer } from './visit-and-photo.ts';
export {
  TRAVEL_MARGIN_DAYS,
  TRAVEL_MIN_MONTHS,
  addWorkingDays,
  buildTimeline,
  dueReminders,
  processingRange,
  type Reminder,
  type TimelineInput,
} from './timeline.ts';
export { caseAnswersOf, resolveApplicationCase, todayIso, type ApplicationForCase } from './application-case.ts';
export {
  CHECKLIST_STATUS_LABELS,
  checklistStatus,
  documentFormWords,
  type ChecklistEntry,
  type ChecklistItemStatus,
} from './checklist-status.ts';
export { uploadSlotsForCase, type CaseUploadSlot } from './upload-slots.ts';
export { stepOneFormSchema, stepOneToConfig, stepOneValues, type StepOneValues } from './step-one-form.ts';
export { documentSentences, documentsAddedBy } from './general-documents.ts';
