import { sql } from 'kysely';
import { reviewSlaHours, type ReviewKind, type ReviewQueueItem } from '#shared/schemas/admin.ts';
import type { ApplicationStatus, ApplicationType, ManualReviewStatus } from '#shared/schemas/applications.ts';
import type { PlanId } from '#shared/constants.ts';
import { nowIso, type Db } from '../db/connect.ts';
import { withoutDetails, type ApplicationRow } from './applications.repository.ts';

const HOUR = 3_600_000;

/**
 * Open reviews, most urgent first: Express customers, then priority processing, then the oldest request.
 * The ordering is in SQL so the queue stays one indexed query however long it gets.
 */
export async function listReviewQueue(db: Db, now = new Date()): Promise<ReviewQueueItem[]> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as r', (join) => join.on(sql`cast(r.id as text)`, '=', sql.ref('a.reviewer_assigned')))
    .where('a.manual_review_status', 'in', ['requested', 'in_progress'])
    .selectAll('a')
    .select(['u.email as user_email', 'u.first_name', 'u.last_name', 'u.plan as user_plan'])
    .select(['r.id as reviewer_id', 'r.first_name as reviewer_first', 'r.last_name as reviewer_last'])
    .orderBy(sql`case when u.plan = 'express' then 0 else 1 end`)
    .orderBy('a.priority_processing', 'desc')
    .orderBy('a.manual_review_requested_at', 'asc')
    .orderBy('a.id', 'asc')
    .limit(500)
    .execute();
  return rows.map((r) => {
    const kind: ReviewKind = r.review_kind === 'expert' ? 'expert' : 'manual';
    const requestedAt = r.manual_review_requested_at ?? r.updated_at;
    const due = new Date(Date.parse(requestedAt) + reviewSlaHours(kind) * HOUR);
    return {
      applicationId: r.id,
      userId: r.user_id,
      userEmail: r.user_email,
      userName: [r.first_name, r.last_name].filter(Boolean).join(' '),
      userPlan: r.user_plan as PlanId,
      applicationType: r.type as ApplicationType,
      applicationStatus: r.status as ApplicationStatus,
      reviewKind: kind,
      manualReviewStatus: r.manual_review_status as ManualReviewStatus,
      requestNotes: r.manual_review_notes,
      requestedAt,
      dueAt: due.toISOString(),
      overdue: due.getTime() < now.getTime(),
      priorityProcessing: r.priority_processing === 1,
      reviewerId: r.reviewer_id ?? null,
      reviewerName: r.reviewer_id ? [r.reviewer_first, r.reviewer_last].filter(Boolean).join(' ') || 'Staff' : null,
    };
  });
}

/**
 * Takes a review for one reviewer in one statement: it succeeds only while nobody else holds it, so two
 * staff members clicking at once cannot both win. Returns the row, or undefined when it was not takeable.
 */
export async function claimReview(
  db: Db,
  applicationId: number,
  reviewerId: number,
): Promise<ApplicationRow | undefined> {
  const me = String(reviewerId);
  return db
    .updateTable('applications')
    .set({ reviewer_assigned: me, updated_at: nowIso() })
    .where('id', '=', applicationId)
    .where('manual_review_status', 'in', ['requested', 'in_progress'])
    .where((eb) => eb.or([eb('reviewer_assigned', 'is', null), eb('reviewer_assigned', '=', me)]))
    .returningAll()
    .executeTakeFirst()
    .then((row) => row && withoutDetails(row));
}
