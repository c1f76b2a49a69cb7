import { z } from 'zod';
import { documentTypeSchema } from './documents.ts';

/** Where a problem is fixed: an application step and the element to scroll to on it. */
export const buddyFixSchema = z.object({
  step: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  anchor: z.string(),
  label: z.string(),
});

/** One of the user's own open problems on an application, as Passport Buddy lists it. */
export const buddyProblemSchema = z.object({
  id: z.string(),
  kind: z.enum(['document-failed', 'document-missing', 'document-review', 'document-checking', 'cross-check']),
  title: z.string(),
  details: z.array(z.string()),
  documentType: documentTypeSchema.optional(),
  fix: buddyFixSchema,
});
export type BuddyProblem = z.infer<typeof buddyProblemSchema>;

/** What a user without paid access reads instead of a failed document's reasons (the reasons are paid analysis). */
export const UNLOCK_TO_SEE_WHY =
  'Why it needs attention is part of the AI analysis: unlock it on the pricing page to see what to fix.';

/** GET /api/applications/{id}/buddy */
export const buddyResponseSchema = z.object({ problems: z.array(buddyProblemSchema) });
export type BuddyResponse = z.infer<typeof buddyResponseSchema>;

/** Element ids the fix links scroll to. */
export const BUDDY_ANCHORS = {
  slot: (type: string) => `slot-${type}`,
  photoAnalysis: 'photo-analysis',
  addressAnalysis: 'address-analysis',
  renewalForm: 'renewal-form',
} as const;

/**
 * Whether an application is ready for the appointment, from its open problems: `toFix` are the applicant's to
 * fix (a failed or missing document, a cross-check), `waiting` are ours (a file still being checked, or waiting
 * for a person). Ready only when both are 0 (docs/decisions/0038-true-statuses.md).
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  toFix: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
});
export type Readiness = z.infer<typeof readinessSchema>;

const WAITING_KINDS: ReadonlySet<BuddyProblem['kind']> = new Set(['document-review', 'document-checking']);

export function readinessOf(problems: readonly BuddyProblem[]): Readiness {
  const waiting = problems.filter((p) => WAITING_KINDS.has(p.kind)).length;
  const toFix = problems.length - waiting;
  return { ready: problems.length === 0, toFix, waiting };
}

export const READY_HEADLINE = 'Ready for your appointment';

/** The one sentence every screen and the PDF lead with once the form is saved. */
export function readinessHeadline(readiness: Readiness): string {
  if (readiness.ready) return READY_HEADLINE;
  const n = readiness.toFix + readiness.waiting;
  return `Saved, ${n} thing${n === 1 ? '' : 's'} to fix before your appointment`;
}
