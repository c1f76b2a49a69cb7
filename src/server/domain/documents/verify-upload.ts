import { checkUploadCandidate, uploadSlotFor, type DocumentType } from '#shared/schemas/documents.ts';
import type { UploadWork } from '../../analysis/upload/work-budget.ts';
import { AppError } from '../../http/app-error.ts';
import { QueueFullError } from '../../jobs/fair-scheduler.ts';
import { AnalysisInputFailure, AnalysisTimeoutError, WorkBudgetFailure } from '../../jobs/worker-thread.ts';
import type { UploadInspector } from '../../jobs/upload-inspector.ts';
import { sniffMime, type SniffedMime } from './sniff-file.ts';

export const TOO_SLOW_TO_CHECK =
  'This file takes too long to check, so we cannot accept it. Save or scan the document again as a simple file of a few pages and upload that.';
export const TOO_BIG_TO_CHECK =
  'This file needs more memory to check than we allow, so we cannot accept it. Save or scan the document again as a simple file of a few pages and upload that.';
/** Seconds a refused upload is asked to wait: about two checks at their CPU budget, time for a thread to free. */
export const CHECK_RETRY_AFTER_S = 10;
export const TOO_MANY_OF_YOURS = `You have several files being checked already. Upload this one again in ${CHECK_RETRY_AFTER_S} seconds, once they are done.`;
export const TOO_MANY_UPLOADS = `We are checking many uploads right now. Please upload this file again in ${CHECK_RETRY_AFTER_S} seconds.`;
const UNREADABLE_PDF = 'This PDF could not be opened; it may be damaged. Please export or scan it again.';

/**
 * Decides what an uploaded file really is and whether its slot takes it: type from the bytes, the slot's
 * formats and size limit (413 when too large), then a real decode in the upload-check thread, so a renamed
 * executable, a truncated image, a pixel bomb or a broken PDF is refused before it is stored, and a file
 * that would cost more than its work budget is refused with 422. The check waits its turn among the
 * owner's and other users' checks; when the line is full it answers 503 with Retry-After.
 */
export async function verifyUpload(
  inspector: UploadInspector,
  userId: number,
  type: DocumentType,
  bytes: Buffer,
): Promise<{ mime: SniffedMime; work: UploadWork }> {
  const slot = uploadSlotFor(type);
  if (bytes.length === 0) throw new AppError(400, 'The file is empty.', { code: 'upload_rejected' });
  const mime = sniffMime(bytes);
  if (!mime) {
    throw new AppError(
      400,
      `This file is not a ${slot.formatsLabel} file. Upload the ${slot.noun} as ${slot.formatsLabel}.`,
      { code: 'upload_rejected' },
    );
  }
  const problem = checkUploadCandidate(slot, { size: bytes.length, mimeType: mime });
  if (problem) throw new AppError(bytes.length > slot.maxBytes ? 413 : 400, problem, { code: 'upload_rejected' });

  try {
    return { mime, work: await inspector.inspect(userId, mime, bytes) };
  } catch (error) {
    if (error instanceof QueueFullError) {
      const message = error.reason === 'owner' ? TOO_MANY_OF_YOURS : TOO_MANY_UPLOADS;
      throw new AppError(503, message, {
        code: 'upload_busy',
        headers: { 'retry-after': String(CHECK_RETRY_AFTER_S) },
      });
    }
    if (error instanceof WorkBudgetFailure) throw new AppError(422, error.message, { code: 'upload_rejected' });
    if (error instanceof AnalysisTimeoutError) throw new AppError(422, TOO_SLOW_TO_CHECK, { code: 'upload_rejected' });
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new AppError(422, TOO_BIG_TO_CHECK, { code: 'upload_rejected' });
    if (error instanceof AnalysisInputFailure) throw new AppError(400, error.message, { code: 'upload_rejected' });
    if (mime === 'application/pdf') throw new AppError(400, UNREADABLE_PDF, { code: 'upload_rejected' });
    throw error;
  }
}
