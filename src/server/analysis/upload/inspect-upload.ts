import sharp from 'sharp';
import { AnalysisInputError } from '../analysis-error.ts';
import { inflatedSizeWithin } from '../pdf/inflate-budget.ts';
import { inspectPdf } from '../pdf/inspect-pdf.ts';
import { UPLOAD_BUDGET, WorkBudgetError, overBudgetReason, type UploadWork } from './work-budget.ts';

const UNREADABLE_IMAGE = 'This image could not be read; it may be damaged or incomplete. Please upload it again.';

export type InspectableMime = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * The upload check proper, run in the upload-check worker thread: decodes the file for real and measures
 * the work its analysis will take. Throws AnalysisInputError for a file that does not open and
 * WorkBudgetError for one that would cost more than UPLOAD_BUDGET.
 */
export async function inspectUpload(mime: InspectableMime, bytes: Buffer): Promise<UploadWork> {
  const work = mime === 'application/pdf' ? await measurePdf(bytes) : await measureImage(bytes);
  const reason = overBudgetReason(work);
  if (reason) throw new WorkBudgetError(reason);
  return work;
}

async function measurePdf(bytes: Buffer): Promise<UploadWork> {
  if (inflatedSizeWithin(bytes, UPLOAD_BUDGET.inflatedBytes) === null) {
    throw new WorkBudgetError(
      'This PDF unpacks to far more data than a document needs, so we cannot check it. Export or scan the document again and upload the new file.',
    );
  }
  const pdf = await inspectPdf(bytes, { maxOperators: UPLOAD_BUDGET.pdfOperators });
  // A password-protected PDF throws AnalysisInputError with its own message.
  if (pdf.pages < 1) throw new AnalysisInputError('This PDF has no pages.');
  return { pages: Math.min(pdf.pages, UPLOAD_BUDGET.pdfPages), operators: pdf.operators, pixels: 0 };
}

async function measureImage(bytes: Buffer): Promise<UploadWork> {
  const pixels = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then(
      (meta) => (meta.width ?? 0) * (meta.height ?? 0),
      () => 0,
    );
  if (pixels === 0) throw new AnalysisInputError(UNREADABLE_IMAGE);
  // Measured from the header first: a pixel bomb is refused before a single pixel is decoded.
  if (pixels > UPLOAD_BUDGET.imagePixels) return { pages: 0, operators: 0, pixels };
  try {
    // A full decode catches truncated and corrupt data that a header read would miss.
    await sharp(bytes, { limitInputPixels: UPLOAD_BUDGET.imagePixels })
      .rotate()
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new AnalysisInputError(UNREADABLE_IMAGE);
  }
  return { pages: 0, operators: 0, pixels };
}
