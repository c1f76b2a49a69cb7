/**
 * One answer for a case: from the step-1 answers and today's date, everything the checklist, the upload slots,
 * the PDF, Passport Buddy and Quick Help need, each line with its rule, source and checked-on date. Pure: the
 * same answers and date give the same result, with no I/O.
 */
import { APPLICATION_TYPE_LABELS } from '../schemas/application-choices.ts';
import type { DocumentType } from '../schemas/documents.ts';
import { caseAnswersSchema, type CaseAnswers } from './case-answers.ts';
import { getMission, getProvider, missionsForCountry, withCaseData, type Mission } from './case-data.ts';
import { caseFacts, expiryBandFromDate } from './conditions.ts';
import { resolveDocuments, type CaseDocument, type UploadSlotPlan } from './documents.ts';
import { resolveFees, type Fees } from './fees.ts';
import { caseDataWith, type RuleOverrides } from './overrides.ts';
import { assertIsoDate, ruleRef, type RuleRef } from './rule-ref.ts';
import {
  policeVerificationTri,
  resolvePoliceVerification,
  resolveTatkaal,
  type PoliceVerification,
  type Tatkaal,
} from './tatkaal-and-police.ts';
import {
  resolveChase,
  resolveGovernmentForm,
  resolveProcessing,
  type Chase,
  type GovernmentForm,
  type Processing,
} from './timing.ts';
import { resolveAttendance, resolvePhoto, type AttendInPerson, type PhotoAnswer } from './visit-and-photo.ts';

export interface MissionSummary {
  readonly id: string;
  readonly kind: Mission['kind'];
  readonly name: string;
  readonly city: string;
  readonly country: Mission['country'];
  readonly jurisdiction: string;
  readonly website: string | null;
  readonly currency: string;
  readonly note?: string;
  readonly record: RuleRef;
  readonly provider: {
    readonly id: string;
    readonly name: string;
    readonly website: string;
    readonly note?: string;
    readonly centre: { readonly address: string | null; readonly note?: string };
    readonly ref: RuleRef;
  };
}

export interface CaseResult {
  readonly today: string;
  readonly wording: { readonly applicationTitle: string; readonly service: string };
  readonly mission: MissionSummary | null;
  readonly documents: readonly CaseDocument[];
  readonly uploadSlots: readonly UploadSlotPlan[];
  readonly attendInPerson: AttendInPerson;
  readonly tatkaal: Tatkaal;
  readonly policeVerification: PoliceVerification;
  readonly fees: Fees;
  readonly processing: Processing;
  readonly photo: PhotoAnswer;
  readonly governmentForm: GovernmentForm;
  readonly chase: Chase;
  readonly warnings: readonly string[];
  /** Every rule this answer rests on: what a staff page counts to show how many applications a rule affects. */
  readonly usedRuleIds: readonly string[];
  /** Rules used here that were last checked more than 180 days before `today`. */
  readonly staleRuleIds: readonly string[];
  /** Rules used here whose sources disagree: the safer reading is shown. */
  readonly confirmWithMissionRuleIds: readonly string[];
}

export interface ResolveOptions {
  /** YYYY-MM-DD: decides expiry from the MRZ date and which rules read as stale. */
  readonly today: string;
  /** Staff edits to lay over the data files (overrides.ts); the server reads them from its store. */
  readonly overrides?: RuleOverrides;
}

function service(a: CaseAnswers): string {
  const child = a.ageGroup === 'minor' ? ' (child)' : '';
  if (a.applicationType === 'new') {
    return a.ageGroup === 'minor'
      ? "First passport for a child, with the registration of the child's birth"
      : 'Fresh passport (your first Indian passport)';
  }
  switch (a.reason) {
    case 'lost':
      return `Re-issue in lieu of a lost passport${child}`;
    case 'damaged':
      return `Re-issue in lieu of a damaged passport${child}`;
    case 'pages':
      return `Re-issue of passport: pages exhausted${child}`;
    case 'change':
      return a.changeKind === 'spouse_name_added'
        ? `Re-issue of passport, adding your spouse's name${child}`
        : `Re-issue of passport with a change in particulars${child}`;
    default:
      return `Re-issue of passport on expiry${child}`;
  }
}

function missionSummary(m: Mission, today: string): MissionSummary {
  const provider = getProvider(m.provider);
  const [first, ...rest] = m.sources;
  const record = ruleRef(
    `mission.${m.id}.record`,
    {
      source: first ?? m.jurisdictionSource,
      alsoSeen: [...new Set([...rest, m.jurisdictionSource])].filter((s) => s !== first),
      checkedOn: m.checkedOn,
      note: m.note,
    },
    today,
  );
  return {
    id: m.id,
    kind: m.kind,
    name: m.name,
    city: m.city,
    country: m.country,
    jurisdiction: m.jurisdiction,
    website: m.website,
    currency: m.currency,
    ...(m.note ? { note: m.note } : {}),
    record,
    provider: {
      id: provider.id,
      name: provider.name,
      website: provider.website,
      ...(provider.note ? { note: provider.note } : {}),
      centre: {
        address: m.providerCentre.address,
        ...(m.providerCentre.note ? { note: m.providerCentre.note } : {}),
      },
      ref: ruleRef(`provider.${provider.id}`, provider, today),
    },
  };
}

function chooseMission(a: CaseAnswers): Mission | null {
  if (a.missionId) return getMission(a.missionId) ?? null;
  const own = missionsForCountry(a.countryOfResidence);
  return own.length === 1 ? (own[0] ?? null) : null;
}

function warningsFor(a: CaseAnswers, mission: Mission | null, today: string): string[] {
  const out: string[] = [];
  if (a.countryOfResidence === 'OTHER') {
    out.push(
      "We hold no mission data for your country yet: the documents below are the general ones, and your mission's own checklist decides.",
    );
  } else if (!mission) {
    out.push(
      'Choose your mission: fees, the photo size, Tatkaal and processing times differ from one mission to another.',
    );
  }
  const date = a.currentPassport?.expiryDate;
  if (date && a.applicationType === 'renewal') {
    const expired = expiryBandFromDate(date, today) !== 'valid';
    if (expired && a.reason === 'expiring') {
      out.push(`Your passport expired on ${date}: choose "Passport expired" as the reason.`);
    }
    if (!expired && a.reason === 'expired') {
      out.push(`Your passport is valid until ${date}: choose "Passport expiring soon" as the reason.`);
    }
  }
  return out;
}

function collectRefs(value: unknown, into: Map<string, RuleRef>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectRefs(v, into);
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.ruleId === 'string' && typeof o.checkedOn === 'string') into.set(o.ruleId, o as unknown as RuleRef);
    for (const [k, v] of Object.entries(o)) if (k !== 'source' && k !== 'alsoSeen') collectRefs(v, into);
  }
}

export function resolveCase(input: CaseAnswers, options: ResolveOptions): CaseResult {
  return withCaseData(caseDataWith(options.overrides), () => resolveWithActiveData(input, options.today));
}

function resolveWithActiveData(input: CaseAnswers, today: string): CaseResult {
  assertIsoDate(today, 'options.today');
  const answers = caseAnswersSchema.parse(input);
  const mission = chooseMission(answers);
  const provider = mission ? getProvider(mission.provider) : null;

  const base = caseFacts(answers, mission, today);
  const policeVerification = resolvePoliceVerification(base, today);
  const withPv = { ...base, policeVerificationLikely: policeVerificationTri(policeVerification) };
  const tatkaal = resolveTatkaal(withPv, today);
  // A closed Tatkaal adds no fee and no faster processing, whatever the timeline asked for.
  const facts = { ...withPv, tatkaalRequested: withPv.tatkaalRequested && tatkaal.status !== 'closed' };

  const { documents, uploadSlots } = resolveDocuments(facts, today);
  const result = {
    today,
    wording: { applicationTitle: APPLICATION_TYPE_LABELS[answers.applicationType], service: service(answers) },
    mission: mission ? missionSummary(mission, today) : null,
    documents,
    uploadSlots,
    attendInPerson: resolveAttendance(facts, today),
    tatkaal,
    policeVerification,
    fees: resolveFees(facts, mission, today),
    processing: resolveProcessing(facts, policeVerification, today),
    photo: resolvePhoto(mission, today),
    governmentForm: resolveGovernmentForm(facts, today),
    chase: resolveChase(facts, mission, provider, today),
    warnings: warningsFor(answers, mission, today),
  };
  const refs = new Map<string, RuleRef>();
  collectRefs(result, refs);
  const used = [...refs.values()];
  return {
    ...result,
    usedRuleIds: used.map((r) => r.ruleId),
    staleRuleIds: used.filter((r) => r.stale).map((r) => r.ruleId),
    confirmWithMissionRuleIds: used.filter((r) => r.confirmWithMission).map((r) => r.ruleId),
  };
}

/** The plan for one upload slot: what the slot should hold for this case, and whether it is required. */
export function slotPlan(result: CaseResult, slot: DocumentType): UploadSlotPlan {
  const plan = result.uploadSlots.find((s) => s.slot === slot);
  if (!plan) throw new Error(`Unknown slot ${slot}`);
  return plan;
}
