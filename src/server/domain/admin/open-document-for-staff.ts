import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { findDocument, type DocumentRow } from '../../repositories/documents.repository.ts';

/**
 * Staff open an applicant's document (decrypted) or its analysis. Every opening of the file is audited:
 * passport scans are the most sensitive thing we hold.
 */
export async function openDocumentForStaff({
  ctx,
  staffId,
  documentId,
  what,
}: {
  ctx: AppContext;
  staffId: number;
  documentId: number;
  what: 'file' | 'analysis';
}): Promise<{ doc: DocumentRow; bytes?: Buffer }> {
  const doc = await findDocument(ctx.db, documentId);
  if (!doc || doc.deleted_at) throw new AppError(404, 'Document not found');
  if (what === 'analysis') return { doc };
  const bytes = await ctx.blobs.get(doc.filename);
  await insertAudit(ctx.db, {
    actorId: staffId,
    action: 'document.view',
    subjectType: 'document',
    subjectId: documentId,
    after: { applicationId: doc.application_id, type: doc.type },
  });
  return { doc, bytes };
}
