/**
 * The five upload slots as one case needs them: whether each is required, optional or not needed comes from the
 * resolver's slot plan (slotPlan), and what the slot holds is named from the resolved document. A renewal keeps
 * the spec's slot names ("Current Passport"); a new application's slot is named by what it holds (a birth
 * certificate). Step 2, the sidebar and Passport Buddy all read the slots from here.
 */
import type { ApplicationType } from '../schemas/application-choices.ts';
import { UPLOAD_SLOTS, type UploadSlot } from '../schemas/documents.ts';
import type { CaseResult } from './resolve-case.ts';
import { slotPlan } from './resolve-case.ts';

export interface CaseUploadSlot extends UploadSlot {
  readonly requirement: 'required' | 'optional' | 'not_used';
  /** The resolved document this slot holds for the case, when the case is known. */
  readonly holds: { readonly title: string; readonly purpose: string } | null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function uploadSlotsForCase(result: CaseResult | null, type: ApplicationType): CaseUploadSlot[] {
  return UPLOAD_SLOTS.map((slot) => {
    if (!result) return { ...slot, requirement: slot.required ? 'required' : 'optional', holds: null };
    const plan = slotPlan(result, slot.type);
    const doc = plan.documentId ? result.documents.find((d) => d.id === plan.documentId) : undefined;
    const holds = doc ? { title: doc.title, purpose: doc.purpose } : null;
    const required = plan.requirement === 'required';
    const renamed = type === 'new' && holds !== null;
    const label = renamed ? holds.title : slot.type === 'additional' && required ? 'Additional Documents' : slot.label;
    return {
      ...slot,
      label,
      description: holds ? `${holds.title}: ${holds.purpose}` : slot.description,
      noun: renamed ? lowerFirst(holds.title) : slot.noun,
      required,
      requirement: plan.requirement,
      holds,
    };
  });
}
