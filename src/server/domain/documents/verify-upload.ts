import { checkUploadCandidate, uploadSlotFor, type DocumentType } from '#shared/schemas/documents.ts';
import type { UploadWork } from '../../analysis/upload/work-budget.ts';
import { AppError } from '../../http/app-error.ts';
import { AnalysisInputFailure, AnalysisTimeoutError, WorkBudgetFailure } from '../../jobs/worker-thread.ts';
import type { UploadInspector } from '../../jobs/upload-inspector.ts';
import { sniffMime, type SniffedMime } from './sniff-file.ts';

export const TOO_SLOW_TO_CHECK =
  'This file takes too long to check, so we cannot accept it. Save or scan the document again as a simple file of a few pages and upload that.';
export const TOO_BIG_TO_CHECK =
  'This file needs more memory to check than we allow, so we cannot accept it. Save or scan the document again as a simple file of a few pages and upload that.';
const UNREADABLE_PDF = 'This PDF could not be opened; it may be damaged. Please export or scan it again.';

/**
 * Decides what an uploaded file really is and whether its slot takes it: type from the bytes, the slot's
 * formats and size limit (413 when too large), then a real decode in the upload-check thread, so a renamed
 * executable, a truncated image, a pixel bomb or a broken PDF is refused before it is stored, and a file
 * that would cost more than its work budget is refused with 422.
 */
export async function verifyUpload(
  inspector: UploadInspector,
  type: DocumentType,
  bytes: Buffer,
): Promise<{ mime: SniffedMime; work: UploadWork }> {
  const slot = uploadSlotFor(type);
  if (bytes.length === 0) throw new AppError(400, 'The file is empty.');
  const mime = sniffMime(bytes);
  if (!mime) {
    throw new AppError(
      400,
      `This file is not a ${slot.formatsLabel} file. Upload the ${slot.noun} as ${slot.formatsLabel}.`,
    );
  }
  const problem = checkUploadCandidate(slot, { size: bytes.length, mimeType: mime });
  if (problem) throw new AppError(bytes.length > slot.maxBytes ? 413 : 400, problem);

  try {
    return { mime, work: await inspector.inspect(mime, bytes) };
  } catch (error) {
    if (error instanceof WorkBudgetFailure) throw new AppError(422, error.message);
    if (error instanceof AnalysisTimeoutError) throw new AppError(422, TOO_SLOW_TO_CHECK);
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AppError(422, TOO_BIG_TO_CHECK);
    if (error instanceof AnalysisInputFailure) throw new AppError(400, error.message);
    if (mime === 'application/pdf') throw new AppError(400, UNREADABLE_PDF);
    throw error;
  }
}
