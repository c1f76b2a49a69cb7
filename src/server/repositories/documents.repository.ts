import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { DocumentsTable } from '../db/schema.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';
import { inTransaction } from './transaction.ts';

declare const opened: unique symbol;

/** A row whose encrypted `ai_analysis` has been opened; only this repository makes one (see ApplicationRow). */
export type DocumentRow = Selectable<DocumentsTable> & { readonly [opened]: true };
type SealedRow = Selectable<DocumentsTable>;

export function toDocument(row: DocumentRow): DocumentResource {
  return {
    id: row.id,
    applicationId: row.application_id,
    type: row.type as DocumentResource['type'],
    originalName: row.original_name,
    filename: `document-${row.id}`,
    size: row.size,
    mimeType: row.mime_type,
    status: row.status as DocumentResource['status'],
    verificationErrors: JSON.parse(row.verification_errors) as string[],
    aiAnalysis: null,
    manualReviewNotes: row.manual_review_notes,
    createdAt: row.created_at,
    uploadedAt: row.created_at,
  };
}

/** ai_analysis holds extracted passport numbers and dates of birth: encrypted in the table. */
const open =
  (db: Db) =>
  (row: SealedRow): DocumentRow =>
    ({ ...row, ai_analysis: openColumn(db, row.ai_analysis) }) as DocumentRow;
const openAll = (db: Db) => (rows: SealedRow[]) => rows.map(open(db));

export async function insertDocument(
  db: Db,
  doc: Omit<Insertable<DocumentsTable>, 'created_at' | 'updated_at' | 'verification_errors' | 'status'>,
): Promise<DocumentRow> {
  const now = nowIso();
  return db
    .insertInto('documents')
    .values({ ...doc, status: 'uploaded', verification_errors: '[]', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(open(db));
}

export const findOwnedDocument = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row && open(db)(row));

export const findDocument = (db: Db, id: number) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row && open(db)(row));

export const listApplicationDocuments = (db: Db, applicationId: number) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute()
    .then(openAll(db));

export const listDocumentsForApplications = (db: Db, applicationIds: number[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('documents')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute()
        .then(openAll(db));

export const listDocumentsByStatus = (db: Db, status: string) =>
  db.selectFrom('documents').selectAll().where('status', '=', status).orderBy('id').execute().then(openAll(db));

export async function updateDocument(
  db: Db,
  id: number,
  changes: Omit<Updateable<DocumentsTable>, 'id' | 'user_id' | 'application_id' | 'created_at'>,
): Promise<void> {
  const sealed =
    changes.ai_analysis === undefined ? changes : { ...changes, ai_analysis: sealColumn(db, changes.ai_analysis) };
  await db
    .updateTable('documents')
    .set({ ...sealed, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteDocumentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}

/** The owner's documents still in storage, newest first. */
export const listStoredDocumentsOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute()
    .then(openAll(db));

export async function countStoredDocuments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Blob keys of every file a user ever uploaded (an account deletion removes them all). */
export const listFileKeysOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('documents')
    .select('filename')
    .where('user_id', '=', userId)
    .execute()
    .then((rows) => rows.map((r) => r.filename));

/** Documents whose storage period ended at `now` (ISO). */
export const listExpiredDocuments = (db: Db, now: string) =>
  db
    .selectFrom('documents')
    .select(['id', 'filename'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .execute();

/** Documents that expire between `now` and `before` and whose owner has not been told yet. */
export const listDocumentsDueExpiryNotice = (db: Db, now: string, before: string) =>
  db
    .selectFrom('documents')
    .select(['id', 'user_id', 'original_name', 'expires_at'])
    .where('deleted_at', 'is', null)
    .where('expiry_notice_sent_at', 'is', null)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', before)
    .execute();

/** Marks the expiry notice sent; false when another sweep claimed it first. */
export async function claimExpiryNotice(db: Db, id: number, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('documents')
    .set({ expiry_notice_sent_at: now })
    .where('id', '=', id)
    .where('expiry_notice_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * One file per slot, even for two uploads at once: the application row is locked (PostgreSQL, `lockRow`)
 * or the database is written by one transaction at a time (SQLite), so the second upload sees and replaces
 * the first. Returns the new row and the blob keys of the documents it replaced.
 */
export async function replaceSlotDocument(
  db: Db,
  lockRow: boolean,
  doc: Parameters<typeof insertDocument>[1],
): Promise<{ row: DocumentRow; replaced: string[] }> {
  return inTransaction(db, async (trx) => {
    if (lockRow) await sql`select id from applications where id = ${doc.application_id} for update`.execute(trx);
    const previous = await trx
      .selectFrom('documents')
      .select(['id', 'filename'])
      .where('application_id', '=', doc.application_id)
      .where('type', '=', doc.type)
      .execute();
    if (previous.length > 0) {
      await trx
        .deleteFrom('documents')
        .where(
          'id',
          'in',
          previous.map((d) => d.id),
        )
        .execute();
    }
    return { row: await insertDocument(trx, doc), replaced: previous.map((d) => d.filename) };
  });
}
