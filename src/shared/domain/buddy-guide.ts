import { HOLD_REASONS } from './facts.ts';
import type { FlowStepNumber } from './progress.ts';

type HoldReasonId = (typeof HOLD_REASONS.value)[number]['id'];

export interface StepGuide {
  /** What to do next on this step. */
  next: string;
  /** Why files are commonly put on hold at this step (HOLD_REASONS, the mission notices). */
  holdReasons: readonly string[];
}

const GUIDES: Record<FlowStepNumber | 'done', { next: string; holds: readonly HoldReasonId[] }> = {
  1: {
    next: 'Choose where you live, how fast you need the passport and why you are renewing, then continue to the document upload.',
    holds: ['legal-status'],
  },
  2: {
    next: 'Upload the four required documents: the filled application form (PDF), your photo, the first and last pages of your current passport and a recent address proof.',
    holds: ['passport-copies', 'address-proof', 'legal-status', 'photo'],
  },
  3: {
    next: 'Read the checks on your photo and address proof. Replace anything marked as failed before you fill in the form.',
    holds: ['photo', 'address-proof', 'identity-mismatch'],
  },
  4: {
    next: 'Fill in the form exactly as your documents spell it, then save it. Print it in plain letters and sign inside the box.',
    holds: ['identity-mismatch', 'unprintable', 'signature'],
  },
  done: {
    next: 'Download the PDF, print it, sign inside the box and take it with your documents to the consulate or its outsourcing centre.',
    holds: ['signature', 'unprintable'],
  },
};

/** A first passport has no renewal and no current passport: its own wording for the steps that mention them. */
const NEW_APPLICATION_NEXT: Partial<Record<FlowStepNumber | 'done', string>> = {
  1: 'Choose where you live, your mission, who the passport is for and how fast you need it, then continue to the document upload.',
  2: 'Upload the documents your checklist marks as required for your case: the filled application form (PDF), your photo, your birth certificate and a recent address proof.',
};

/** The step-aware part of Passport Buddy: the next action and the usual hold reasons for this step. */
export function stepGuide(step: FlowStepNumber | 'done', type: 'renewal' | 'new' = 'renewal'): StepGuide {
  const guide = {
    ...GUIDES[step],
    ...(type === 'new' && NEW_APPLICATION_NEXT[step] ? { next: NEW_APPLICATION_NEXT[step] } : {}),
  };
  const texts = new Map<string, string>(HOLD_REASONS.value.map((r) => [r.id, r.text]));
  return { next: guide.next, holdReasons: guide.holds.map((id) => texts.get(id) ?? id) };
}
