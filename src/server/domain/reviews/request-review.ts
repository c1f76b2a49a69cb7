import { EXPERT_ASSIGN_HOURS, MANUAL_REVIEW_HOURS } from '#shared/constants.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { markReviewRequested, toApplication } from '../../repositories/applications.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requireOwnedApplication } from '../applications/require-owned-application.ts';
import { requirePlan } from '../plans/require-plan.ts';

export type ReviewKind = 'manual' | 'expert';

const KIND = {
  manual: { plans: ['pro', 'express'], label: 'manual review', hours: MANUAL_REVIEW_HOURS },
  expert: { plans: ['express'], label: 'expert review', hours: EXPERT_ASSIGN_HOURS },
} as const;

/**
 * pending -> requested. Staff then move it to in_progress and completed (back-office issue) on the same
 * columns. The conditional update makes two concurrent requests end in one request and one 409.
 */
export async function requestReview({
  ctx,
  user,
  id,
  kind,
  notes,
}: {
  ctx: AppContext;
  user: UserRow;
  id: number;
  kind: ReviewKind;
  notes: string | undefined;
}): Promise<Application> {
  await requireOwnedApplication(ctx.db, user.id, id);
  const spec = KIND[kind];
  requirePlan(user, spec.plans);
  const row = await markReviewRequested(ctx.db, id, { kind, notes: notes ? notes : null });
  if (!row)
    throw new AppError(409, 'A review has already been requested for this application.', {
      code: 'review_already_requested',
    });
  await ctx.mailer.send({
    to: user.email,
    subject: `Your ${spec.label} request for application #${id}`,
    text: [
      `Hello ${user.first_name || 'there'},`,
      '',
      `We received your ${spec.label} request for application #${id}.`,
      kind === 'expert'
        ? `An expert will be assigned within ${spec.hours} hours.`
        : `A reviewer will look at it within ${spec.hours} hours.`,
      '',
      'Passport Buddy',
    ].join('\n'),
  });
  return toApplication(row);
}
