import type { DocumentType } from '#shared/schemas/documents.ts';
import type { AppContext } from '../../context.ts';
import { replaceSlotDocument, type DocumentRow } from '../../repositories/documents.repository.ts';
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
  const { mime, work } = await verifyUpload(ctx.inspector, userId, type, bytes);
  const key = await ctx.blobs.put(bytes);
  let row: DocumentRow;
  let replaced: string[];
  try {
    ({ row, replaced } = await replaceSlotDocument(ctx.db, ctx.config.database.kind === 'postgres', {
      application_id: applicationId,
      user_id: userId,
      type,
      original_name: sanitizeFileName(originalName),
      filename: key,
      size: bytes.length,
      mime_type: mime,
      expires_at: expiryFor(activePlan(user), new Date()),
    }));
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
  // Old files go only once the new row is committed: a crash in between leaves an orphan the start-up sweep removes.
  for (const filename of replaced) await ctx.blobs.delete(filename);
  await ctx.jobs.enqueue(ANALYZE_DOCUMENT_JOB, { documentId: row.id, work }, 3, userId);
  ctx.runner?.nudge();
  return row;
}
