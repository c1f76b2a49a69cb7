import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { findDocument, type DocumentRow } from '../../repositories/documents.repository.ts';

type Opening = { ctx: AppContext; staffId: number; documentId: number };

/**
 * Staff open an applicant's document (decrypted, or its thumbnail) or its analysis (decrypted: extracted passport numbers and
 * dates of birth). Every opening of either is audited: they are the most sensitive things we hold.
 */
export async function openDocumentForStaff(
  options: Opening & { what: 'file' | 'thumbnail' },
): Promise<{ doc: DocumentRow; bytes: Buffer }>;
export async function openDocumentForStaff(options: Opening & { what: 'analysis' }): Promise<{ doc: DocumentRow }>;
export async function openDocumentForStaff({
  ctx,
  staffId,
  documentId,
  what,
}: Opening & { what: 'file' | 'thumbnail' | 'analysis' }): Promise<{ doc: DocumentRow; bytes?: Buffer }> {
  const doc = await findDocument(ctx.db, documentId);
  if (!doc || doc.deleted_at) throw new AppError(404, 'Document not found');
  const bytes = what === 'analysis' ? undefined : await ctx.blobs.get(doc.filename);
  await insertAudit(ctx.db, {
    actorId: staffId,
    action:
      what === 'file' ? 'document.view' : what === 'thumbnail' ? 'document.thumbnail.view' : 'document.analysis.view',
    subjectType: 'document',
    subjectId: documentId,
    after: { applicationId: doc.application_id, type: doc.type },
  });
  return bytes ? { doc, bytes } : { doc };
}
