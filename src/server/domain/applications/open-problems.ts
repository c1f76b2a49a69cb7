import { BUDDY_ANCHORS, UNLOCK_TO_SEE_WHY, type BuddyProblem } from '#shared/schemas/buddy.ts';
import { resolveApplicationCase, todayIso, uploadSlotsForCase, type RuleOverrides } from '#shared/case/index.ts';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#shared/schemas/documents.ts';
import type { ApplicationRow } from '../../repositories/applications.repository.ts';
import { toApplication } from '../../repositories/applications.repository.ts';
import type { DocumentRow } from '../../repositories/documents.repository.ts';
import { crossCheckDocuments } from './cross-check-documents.ts';

/** Photo and address proof have a results panel on step 3 (with the photo fixer); the rest are fixed on step 2. */
const ANALYSIS_PANELS: Partial<Record<DocumentType, string>> = {
  photo: BUDDY_ANCHORS.photoAnalysis,
  address_proof: BUDDY_ANCHORS.addressAnalysis,
};

/**
 * The owner's open problems on one application: failed documents, required documents not uploaded (which slots
 * are required comes from the application's resolved case: a new application has no current passport), and,
 * with paid access (the extracted data behind them is paid), cross-check warnings. Without paid access a failed
 * document is named as needing attention, never why: its reasons are the analysis the user has not bought.
 */
export function openProblems(
  app: ApplicationRow,
  documents: readonly DocumentRow[],
  hasAccess: boolean,
  overrides: RuleOverrides = {},
) {
  const problems: BuddyProblem[] = [];
  for (const doc of documents) {
    const type = doc.type as DocumentType;
    const label = DOCUMENT_TYPE_LABELS[type] ?? doc.type;
    const noun = type === 'photo' ? 'Your photo' : `Your ${label.toLowerCase()}`;
    if (doc.status === 'review' || doc.status === 'uploaded') {
      const review = doc.status === 'review';
      problems.push({
        id: `document-${doc.id}`,
        kind: review ? 'document-review' : 'document-checking',
        title: review ? `${noun} is waiting for a person to check it` : `${noun} is still being checked`,
        details: [
          review
            ? 'Part of it could not be checked automatically, so one of our team looks at it. Nothing to do for now.'
            : 'This takes under a minute; the result appears here by itself.',
        ],
        documentType: type,
        fix: { step: 3, anchor: ANALYSIS_PANELS[type] ?? BUDDY_ANCHORS.slot(type), label: 'See the check' },
      });
      continue;
    }
    if (doc.status !== 'failed') continue;
    const panel = ANALYSIS_PANELS[type];
    const failedTitle = type === 'photo' ? 'Your photo failed the photo check' : `${label} did not pass the checks`;
    problems.push({
      id: `document-${doc.id}`,
      kind: 'document-failed',
      title: hasAccess ? failedTitle : `${type === 'photo' ? 'Your photo' : label} needs attention`,
      details: hasAccess ? (JSON.parse(doc.verification_errors) as string[]).slice(0, 3) : [UNLOCK_TO_SEE_WHY],
      documentType: type,
      fix:
        panel && hasAccess
          ? { step: 3, anchor: panel, label: type === 'photo' ? 'Fix the photo' : `See what to fix` }
          : { step: 2, anchor: BUDDY_ANCHORS.slot(type), label: `Replace the ${label.toLowerCase()}` },
    });
  }
  const application = toApplication(app);
  // Which slots are required comes from the resolved case; before step 1 is saved, the spec's slots stand.
  const slots = uploadSlotsForCase(resolveApplicationCase(application, todayIso(), overrides), application.type);
  const uploaded = new Set(documents.map((d) => d.type));
  for (const slot of slots) {
    if (slot.requirement !== 'required' || uploaded.has(slot.type)) continue;
    problems.push({
      id: `missing-${slot.type}`,
      kind: 'document-missing',
      title: `${slot.label} not uploaded yet`,
      details: [slot.description],
      documentType: slot.type,
      fix: { step: 2, anchor: BUDDY_ANCHORS.slot(slot.type), label: `Upload the ${slot.noun}` },
    });
  }
  const warnings = crossCheckDocuments(application.details, documents);
  if (hasAccess) {
    warnings.forEach((warning, index) =>
      problems.push({
        id: `cross-check-${warning.field}-${index}`,
        kind: 'cross-check',
        title: warning.message,
        details: [],
        fix: { step: 4, anchor: BUDDY_ANCHORS.renewalForm, label: 'Check the form' },
      }),
    );
  } else if (warnings.length > 0) {
    // That the form and a document disagree is said; where and how is the paid cross-check.
    problems.push({
      id: 'cross-check',
      kind: 'cross-check',
      title: 'Your form and your documents do not say the same thing',
      details: [UNLOCK_TO_SEE_WHY],
      fix: { step: 4, anchor: BUDDY_ANCHORS.renewalForm, label: 'Check the form' },
    });
  }
  return problems;
}
