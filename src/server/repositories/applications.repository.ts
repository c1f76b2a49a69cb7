import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Application, ApplicationConfig, ApplicationDetails } from '#shared/schemas/applications.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { ApplicationsTable } from '../db/schema.ts';

export type ApplicationRow = Selectable<ApplicationsTable>;

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type === 'renewal' ? 'renewal' : 'new',
    status: row.status as Application['status'],
    config: parse<ApplicationConfig>(row.config),
    details: parse<ApplicationDetails>(row.details),
    detailsSavedAt: row.details_saved_at,
    manualReviewStatus: row.manual_review_status as Application['manualReviewStatus'],
    manualReviewNotes: row.manual_review_notes,
    manualReviewRequestedAt: row.manual_review_requested_at,
    reviewerAssigned: row.reviewer_assigned,
    priorityProcessing: row.priority_processing === 1,
    reviewKind: row.review_kind === 'manual' || row.review_kind === 'expert' ? row.review_kind : null,
    reviewStartedAt: row.review_started_at,
    reviewCompletedAt: row.review_completed_at,
    reviewFeedback: row.review_feedback,
    reviewVerdict: row.review_verdict === 'verified' || row.review_verdict === 'failed' ? row.review_verdict : null,
    priorityEnabledAt: row.priority_enabled_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertApplication(db: Db, userId: number, type: string): Promise<ApplicationRow> {
  const now = nowIso();
  const values: Insertable<ApplicationsTable> = {
    user_id: userId,
    type,
    status: 'draft',
    manual_review_status: 'pending',
    priority_processing: 0,
    created_at: now,
    updated_at: now,
  };
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Only the owner's application: another user's id is indistinguishable from a missing one. */
export const findOwnedApplication = (db: Db, userId: number, id: number) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const listApplications = (db: Db, userId: number) =>
  db.selectFrom('applications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const listApplicationsByStatus = (db: Db, userId: number, statuses: string[]) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function updateApplication(
  db: Db,
  id: number,
  changes: Omit<Updateable<ApplicationsTable>, 'id' | 'user_id' | 'created_at'>,
): Promise<ApplicationRow> {
  return db
    .updateTable('applications')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countApplications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
