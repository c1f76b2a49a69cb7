import sharp from 'sharp';
import { checkUploadCandidate, uploadSlotFor, type DocumentType } from '#shared/schemas/documents.ts';
import { AnalysisInputError } from '../../analysis/analysis-error.ts';
import { inspectPdf } from '../../analysis/pdf/index.ts';
import { AppError } from '../../http/app-error.ts';
import { sniffMime, type SniffedMime } from './sniff-file.ts';

export const MAX_UPLOAD_PIXELS = 40_000_000;

/**
 * Decides what an uploaded file really is and whether its slot takes it: type from the bytes, the slot's
 * formats and size limit (413 when too large), then a real decode, so a renamed executable, a truncated
 * image, a pixel bomb or a broken PDF is refused before it is stored.
 */
export async function verifyUpload(type: DocumentType, bytes: Buffer): Promise<SniffedMime> {
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

  if (mime === 'application/pdf') await checkPdf(bytes);
  else await checkImage(bytes);
  return mime;
}

async function checkImage(bytes: Buffer): Promise<void> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    // A full decode catches truncated and corrupt data that a header read would miss.
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new AppError(400, 'This image is too large to process. Upload a photo of at most 40 megapixels.');
    }
    throw new AppError(400, 'This image could not be read; it may be damaged or incomplete. Please upload it again.');
  }
}

async function checkPdf(bytes: Buffer): Promise<void> {
  try {
    const pdf = await inspectPdf(bytes);
    // A password-protected PDF throws AnalysisInputError with its own message.
    if (pdf.pages < 1) throw new AnalysisInputError('This PDF has no pages.');
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new AppError(400, error.message);
    throw new AppError(400, 'This PDF could not be opened; it may be damaged. Please export or scan it again.');
  }
}
