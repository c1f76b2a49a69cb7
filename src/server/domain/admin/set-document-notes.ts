import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { findDocument, updateDocument, type DocumentRow } from '../../repositories/documents.repository.ts';

/** A reviewer's note on one document: shown to the applicant in the detailed report. Empty clears it. */
export async function setDocumentNotes({
  db,
  staffId,
  documentId,
  notes,
}: {
  db: Db;
  staffId: number;
  documentId: number;
  notes: string;
}): Promise<DocumentRow> {
  const doc = await findDocument(db, documentId);
  if (!doc || doc.deleted_at) throw new AppError(404, 'Document not found');
  await updateDocument(db, documentId, { manual_review_notes: notes || null });
  await insertAudit(db, {
    actorId: staffId,
    action: 'document.notes',
    subjectType: 'document',
    subjectId: documentId,
    before: { manualReviewNotes: doc.manual_review_notes },
    after: { manualReviewNotes: notes || null },
  });
  return { ...doc, manual_review_notes: notes || null };
}
