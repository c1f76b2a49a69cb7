import type { DocumentType } from '#shared/schemas/documents.ts';
import type { AppContext } from '../../context.ts';
import {
  deleteDocumentRow,
  insertDocument,
  listApplicationDocuments,
  type DocumentRow,
} from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requireOwnedApplication } from '../applications/require-owned-application.ts';
import { activePlan } from '../plans/require-plan.ts';
import { expiryFor } from '../storage/storage-rules.ts';
import { ANALYZE_DOCUMENT_JOB } from './analyze-document-job.ts';
import { sanitizeFileName } from './sniff-file.ts';
import { verifyUpload } from './verify-upload.ts';

/**
 * Stores an upload encrypted, records it as `uploaded`, replaces whatever filled the slot before and
 * queues its analysis. Nothing is written until the file has passed every check.
 */
export async function uploadDocument({
  ctx,
  user,
  applicationId,
  type,
  originalName,
  bytes,
}: {
  ctx: AppContext;
  user: UserRow;
  applicationId: number;
  type: DocumentType;
  originalName: string | undefined;
  bytes: Buffer;
}): Promise<DocumentRow> {
  const userId = user.id;
  await requireOwnedApplication(ctx.db, userId, applicationId);
  const mime = await verifyUpload(type, bytes);
  const key = await ctx.blobs.put(bytes);
  let row: DocumentRow;
  try {
    row = await insertDocument(ctx.db, {
      application_id: applicationId,
      user_id: userId,
      type,
      original_name: sanitizeFileName(originalName),
      filename: key,
      size: bytes.length,
      mime_type: mime,
      expires_at: expiryFor(activePlan(user), new Date()),
    });
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
  // One file per slot: the new one replaces the old only once it is safely stored.
  const previous = (await listApplicationDocuments(ctx.db, applicationId)).filter(
    (d) => d.type === type && d.id !== row.id,
  );
  for (const old of previous) {
    await deleteDocumentRow(ctx.db, old.id);
    await ctx.blobs.delete(old.filename);
  }
  await ctx.jobs.enqueue(ANALYZE_DOCUMENT_JOB, { documentId: row.id });
  ctx.runner?.nudge();
  return row;
}
