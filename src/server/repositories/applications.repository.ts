import type { Insertable, Selectable, Updateable } from 'kysely';
import {
  reviewVerdictSchema,
  type Application,
  type ApplicationConfig,
  type ApplicationDetails,
} from '#shared/schemas/applications.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { ApplicationsTable } from '../db/schema.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';
import { inTransaction } from './transaction.ts';

declare const opened: unique symbol;

/**
 * A row whose encrypted `details` have been opened. Only this repository makes one (by opening, or by
 * leaving details out), so code elsewhere cannot parse a sealed column by mistake: a raw Kysely row does
 * not type-check where an ApplicationRow is expected.
 */
export type ApplicationRow = Selectable<ApplicationsTable> & { readonly [opened]: true };
type SealedRow = Selectable<ApplicationsTable>;

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
    reviewVerdict: reviewVerdictSchema.safeParse(row.review_verdict).data ?? null,
    priorityEnabledAt: row.priority_enabled_at,
    clientName: row.client_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** details holds the passport number and date of birth: encrypted in the table, plain in a row read here. */
const open =
  (db: Db) =>
  (row: SealedRow): ApplicationRow =>
    ({ ...row, details: openColumn(db, row.details) }) as ApplicationRow;
const openFirst = (db: Db) => (row: SealedRow | undefined) => (row ? open(db)(row) : undefined);

/** Staff lists and staff answers leave the form details closed: reading them is its own audited step. */
export const withoutDetails = <T extends SealedRow>(row: T): T & ApplicationRow =>
  ({ ...row, details: null }) as T & ApplicationRow;

export async function insertApplication(
  db: Db,
  userId: number,
  type: string,
  clientName: string | null = null,
): Promise<ApplicationRow> {
  const now = nowIso();
  const values: Insertable<ApplicationsTable> = {
    user_id: userId,
    type,
    status: 'draft',
    manual_review_status: 'pending',
    priority_processing: 0,
    client_name: clientName,
    created_at: now,
    updated_at: now,
  };
  return db.insertInto('applications').values(values).returningAll().executeTakeFirstOrThrow().then(open(db));
}

/** Any user's application: for staff routes only, behind requirePermission. */
export const findApplication = (db: Db, id: number) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst().then(openFirst(db));

/** Only the owner's application: another user's id is indistinguishable from a missing one. */
export const findOwnedApplication = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then(openFirst(db));

/** Runs `work` in one transaction whose handle seals and opens details like `db` does. */
export const inApplicationTransaction = inTransaction;

/**
 * The owner's application read inside a transaction; `lockRow` (PostgreSQL) holds the row until commit so a
 * concurrent save waits for this one. SQLite runs one write transaction at a time and has no FOR UPDATE.
 */
export const findOwnedApplicationForUpdate = (trx: Db, userId: number, id: number, lockRow: boolean) => {
  const query = trx.selectFrom('applications').selectAll().where('id', '=', id).where('user_id', '=', userId);
  return (lockRow ? query.forUpdate() : query).executeTakeFirst().then(openFirst(trx));
};

export const listApplications = (db: Db, userId: number) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute()
    .then((rows) => rows.map(open(db)));

export const listApplicationsByStatus = (db: Db, userId: number, statuses: string[]) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
    .then((rows) => rows.map(open(db)));

export async function updateApplication(
  db: Db,
  id: number,
  changes: Omit<Updateable<ApplicationsTable>, 'id' | 'user_id' | 'created_at'>,
): Promise<ApplicationRow> {
  const sealed = changes.details === undefined ? changes : { ...changes, details: sealColumn(db, changes.details) };
  return db
    .updateTable('applications')
    .set({ ...sealed, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(open(db));
}

/** Saves only if nobody saved the details since `savedAt` (optimistic concurrency); undefined otherwise. */
export async function updateApplicationIfSavedAt(
  db: Db,
  id: number,
  savedAt: string | null,
  changes: Pick<Updateable<ApplicationsTable>, 'details' | 'details_saved_at' | 'status'>,
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable('applications')
    .set({ ...changes, details: sealColumn(db, changes.details), updated_at: nowIso() })
    .where('id', '=', id)
    .where((eb) => (savedAt === null ? eb('details_saved_at', 'is', null) : eb('details_saved_at', '=', savedAt)))
    .returningAll()
    .executeTakeFirst()
    .then(openFirst(db));
}

export async function countApplications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * pending -> requested in one conditional statement, so two concurrent requests end in one request and
 * one undefined (the caller answers 409).
 */
export async function markReviewRequested(
  db: Db,
  id: number,
  request: { kind: 'manual' | 'expert'; notes: string | null },
): Promise<ApplicationRow | undefined> {
  const now = nowIso();
  return db
    .updateTable('applications')
    .set({
      manual_review_status: 'requested',
      manual_review_requested_at: now,
      manual_review_notes: request.notes,
      review_kind: request.kind,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('manual_review_status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
    .then(openFirst(db));
}

/** Turns priority on once; a second call changes nothing and keeps the first time. */
export async function markPriority(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('applications')
    .set({ priority_processing: 1, priority_enabled_at: now, updated_at: now })
    .where('id', '=', id)
    .where('priority_processing', '=', 0)
    .execute();
}

/** What the Pro and Express stat cards are computed from: statuses and review times, no form details. */
export const listReviewFacts = (db: Db, userId: number) =>
  db
    .selectFrom('applications')
    .select(['status', 'manual_review_status', 'manual_review_requested_at', 'review_completed_at'])
    .where('user_id', '=', userId)
    .execute();

/**
 * Applications past step 1 (a configuration saved), opened, in pages after an id: what the timeline reminder job
 * walks through (docs/decisions/0043-case-timeline.md).
 */
export const listConfiguredApplicationsAfter = (db: Db, afterId: number, limit: number) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('config', 'is not', null)
    .where('status', '!=', 'rejected')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map(open(db)));
