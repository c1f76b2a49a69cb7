/**
 * The documents and declarations to bring, each named by title and purpose; the annexure letter only where the
 * mission's own checklist uses one. Each upload slot holds one file, so each slot takes the document that
 * matters most for it, and the rest are handed in with the application.
 */
import { DOCUMENT_TYPES, type DocumentType } from '../schemas/documents.ts';
import { rulesOfKind, type DocumentForm } from './case-data.ts';
import { applicableRules, mostSpecific, type CaseFacts } from './conditions.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';

export interface CaseDocument extends RuleRef {
  readonly id: string;
  readonly title: string;
  readonly purpose: string;
  readonly form: DocumentForm;
  readonly copies: number | null;
  readonly required: boolean;
  /** Plain words for when it applies, present when the answers cannot decide it. */
  readonly condition?: string;
  /** Only where the mission's own checklist names the declaration by a letter. */
  readonly annexure?: RuleRef & { readonly letter: string };
  /** The upload slot that holds it; null when it is handed in (or posted) with the application. */
  readonly uploadSlot: DocumentType | null;
  readonly slotRequirement: 'required' | 'optional' | null;
}

export interface UploadSlotPlan {
  readonly slot: DocumentType;
  readonly requirement: 'required' | 'optional' | 'not_used';
  readonly documentId: string | null;
  /** The document's title, so a slot reads right for a new application too. */
  readonly label: string | null;
}

export const DOCUMENT_FORM_LABELS: Readonly<Record<DocumentForm, string>> = {
  original: 'Original',
  copy: 'Copy',
  self_attested_copy: 'Copy signed and dated by you (self-attested)',
  original_and_copy: 'Original and a copy',
  signed_original: 'Signed original',
  notarised_original: 'Original, sworn before a notary or consular officer',
};

function annexureFor(documentId: string, facts: CaseFacts, today: string): CaseDocument['annexure'] {
  const rule = mostSpecific(
    applicableRules(rulesOfKind('annexure'), facts).filter((a) => a.rule.value.documentId === documentId),
  );
  return rule ? { ...ruleRef(rule.id, rule, today), letter: rule.value.letter } : undefined;
}

export function resolveDocuments(
  facts: CaseFacts,
  today: string,
): { documents: CaseDocument[]; uploadSlots: UploadSlotPlan[] } {
  const chosen = applicableRules(rulesOfKind('document'), facts);
  // Two rules for the same document (a mission's wording and a general one) keep the more specific.
  const byDocument = new Map<string, (typeof chosen)[number]>();
  for (const a of chosen) {
    const prev = byDocument.get(a.rule.value.documentId);
    if (!prev || a.level > prev.level) byDocument.set(a.rule.value.documentId, a);
  }
  const drafts = [...byDocument.values()].map(({ rule, applies }) => {
    const v = rule.value;
    const required = v.required && applies === 'yes';
    const annexure = annexureFor(v.documentId, facts, today);
    return {
      ...ruleRef(rule.id, rule, today),
      id: v.documentId,
      title: v.title,
      purpose: v.purpose,
      form: v.form,
      copies: v.copies,
      required,
      ...(applies === 'maybe' && v.condition ? { condition: v.condition } : {}),
      ...(annexure ? { annexure } : {}),
      wantsSlot: v.uploadSlot,
      priority: v.slotPriority,
    };
  });

  const holder = new Map<DocumentType, string>();
  for (const slot of DOCUMENT_TYPES) {
    const candidates = drafts.filter((d) => d.wantsSlot === slot);
    candidates.sort((a, b) => Number(b.required) - Number(a.required) || b.priority - a.priority);
    if (candidates[0]) holder.set(slot, candidates[0].id);
  }

  const documents: CaseDocument[] = drafts.map(({ wantsSlot, priority: _priority, ...d }) => {
    const holds = wantsSlot !== null && holder.get(wantsSlot) === d.id;
    return {
      ...d,
      uploadSlot: holds ? wantsSlot : null,
      slotRequirement: holds ? (d.required ? 'required' : 'optional') : null,
    };
  });
  const uploadSlots: UploadSlotPlan[] = DOCUMENT_TYPES.map((slot) => {
    const doc = documents.find((d) => d.uploadSlot === slot);
    return {
      slot,
      requirement: doc?.slotRequirement ?? 'not_used',
      documentId: doc?.id ?? null,
      label: doc?.title ?? null,
    };
  });
  return { documents, uploadSlots };
}
