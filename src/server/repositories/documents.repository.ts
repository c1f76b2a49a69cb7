import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { DocumentsTable } from '../db/schema.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';

export type DocumentRow = Selectable<DocumentsTable>;

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
  (row: DocumentRow): DocumentRow => ({ ...row, ai_analysis: openColumn(db, row.ai_analysis) });
const openAll = (db: Db) => (rows: DocumentRow[]) => rows.map(open(db));

export async function insertDocument(
  db: Db,
  doc: Omit<Insertable<DocumentsTable>, 'created_at' | 'updated_at' | 'verification_errors' | 'status'>,
): Promise<DocumentRow> {
  const now = nowIso();
  return db
    .insertInto('documents')
    .values({ ...doc, status: 'uploaded', verification_errors: '[]', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
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
