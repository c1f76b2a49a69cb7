import { REVIEW_VERDICT_LABELS, REVIEW_VERDICT_STATUS, type ApplicationStatus } from '#shared/schemas/applications.ts';
import type { CompleteReviewBody } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { emails } from '../../mail/templates.ts';
import { findApplication, updateApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { claimReview } from '../../repositories/reviews.repository.ts';
import { findUserById, type UserRow } from '../../repositories/users.repository.ts';
import { notifyApplicant } from './notify-applicant.ts';

const OPEN = ['requested', 'in_progress'];
const staffName = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || 'A reviewer';

async function openReview(ctx: AppContext, applicationId: number): Promise<ApplicationRow> {
  const app = await findApplication(ctx.db, applicationId);
  if (!app) throw new AppError(404, 'Application not found');
  if (!OPEN.includes(app.manual_review_status)) {
    throw new AppError(
      409,
      app.manual_review_status === 'completed'
        ? 'This review is already complete.'
        : 'No review was requested for this application.',
    );
  }
  return app;
}

async function takenBy(ctx: AppContext, app: ApplicationRow): Promise<AppError> {
  const holder = app.reviewer_assigned ? await findUserById(ctx.db, Number(app.reviewer_assigned)) : undefined;
  return new AppError(409, `${holder ? staffName(holder) : 'Another staff member'} is already handling this review.`, {
    code: 'review_taken',
  });
}

/** Assign to me: only while nobody else holds the review (the second staff member gets a 409). */
export async function assignReview({
  ctx,
  staff,
  applicationId,
}: {
  ctx: AppContext;
  staff: UserRow;
  applicationId: number;
}) {
  const app = await openReview(ctx, applicationId);
  if (app.reviewer_assigned === String(staff.id)) return app;
  const claimed = await claimReview(ctx.db, applicationId, staff.id);
  if (!claimed) throw await takenBy(ctx, (await findApplication(ctx.db, applicationId)) ?? app);
  await insertAudit(ctx.db, {
    actorId: staff.id,
    action: 'review.assign',
    subjectType: 'application',
    subjectId: applicationId,
    before: { reviewerAssigned: app.reviewer_assigned },
    after: { reviewerAssigned: claimed.reviewer_assigned },
  });
  await notifyApplicant(ctx, claimed, (name) =>
    emails.reviewAssigned({ name, applicationId, reviewer: staffName(staff) }),
  );
  return claimed;
}

/** Start: the reviewer who holds it (taking it first if nobody does) moves it to in_progress. */
export async function startReview({
  ctx,
  staff,
  applicationId,
}: {
  ctx: AppContext;
  staff: UserRow;
  applicationId: number;
}) {
  const held = await assignReview({ ctx, staff, applicationId });
  if (held.manual_review_status === 'in_progress') return held;
  const started = await updateApplication(ctx.db, applicationId, {
    manual_review_status: 'in_progress',
    review_started_at: nowIso(),
  });
  await insertAudit(ctx.db, {
    actorId: staff.id,
    action: 'review.start',
    subjectType: 'application',
    subjectId: applicationId,
    before: { manualReviewStatus: held.manual_review_status },
    after: { manualReviewStatus: 'in_progress' },
  });
  return started;
}

/**
 * Complete with feedback and a verdict. The verdict moves the application status as it says (approved ->
 * verified, changes needed -> failed, rejected -> rejected), whatever step the applicant had reached: the
 * reviewer has looked at the whole file, and a status that kept saying otherwise would not be true.
 */
export async function completeReview({
  ctx,
  staff,
  applicationId,
  body,
}: {
  ctx: AppContext;
  staff: UserRow;
  applicationId: number;
  body: CompleteReviewBody;
}) {
  const app = await openReview(ctx, applicationId);
  if (app.reviewer_assigned && app.reviewer_assigned !== String(staff.id)) throw await takenBy(ctx, app);
  const from = app.status as ApplicationStatus;
  const status = REVIEW_VERDICT_STATUS[body.verdict];
  const completed = await updateApplication(ctx.db, applicationId, {
    manual_review_status: 'completed',
    reviewer_assigned: String(staff.id),
    review_started_at: app.review_started_at ?? nowIso(),
    review_completed_at: nowIso(),
    review_feedback: body.feedback,
    review_verdict: body.verdict,
    status,
  });
  await insertAudit(ctx.db, {
    actorId: staff.id,
    action: 'review.complete',
    subjectType: 'application',
    subjectId: applicationId,
    before: { manualReviewStatus: app.manual_review_status, status: from },
    after: {
      manualReviewStatus: 'completed',
      status,
      verdict: body.verdict,
      feedback: body.feedback,
      notes: body.notes,
    },
  });
  await notifyApplicant(ctx, completed, (name) =>
    emails.reviewCompleted({
      name,
      applicationId,
      verdict: REVIEW_VERDICT_LABELS[body.verdict],
      feedback: body.feedback,
    }),
  );
  return completed;
}
