/**
 * The most work one upload may ask of the server. The upload check measures it in a worker thread and
 * refuses a file over any of these; the analysis job checks the recorded figures again before it runs.
 * See docs/decisions/0016-upload-work-budget.md.
 */
export const UPLOAD_BUDGET = {
  /** CPU time of the upload-check thread for one file (parse, decode, count): steady on a busy machine. */
  checkCpuMs: 5_000,
  /** Wall time for the same, a backstop for work done outside that thread (image decoding). */
  checkWallMs: 30_000,
  /** V8 heap of the upload-check thread; a file that needs more kills the thread and is refused. */
  checkHeapMb: 384,
  /** Bytes all Flate streams of a PDF may inflate to (a "zip bomb" of 1 MB can claim gigabytes). */
  inflatedBytes: 192 * 1024 * 1024,
  /** Drawing operators on the pages the analysis reads; a normal statement page has a few thousand. */
  pdfOperators: 100_000,
  /** Pages the analysis reads (the rest of a longer PDF costs nothing). */
  pdfPages: 5,
  /** Pixels of an uploaded image (a "pixel bomb" decodes to gigabytes). */
  imagePixels: 40_000_000,
} as const;

/** What one upload will cost the analysis: recorded on its job and checked before the job runs. */
export interface UploadWork {
  pages: number;
  operators: number;
  pixels: number;
}

/** Why a job is over budget, in words for the user, or null when it fits. */
export function overBudgetReason(work: UploadWork): string | null {
  if (work.pixels > UPLOAD_BUDGET.imagePixels) {
    return `This image is ${Math.round(work.pixels / 1e6)} megapixels, more than we can check (40). Upload a smaller copy.`;
  }
  if (work.pages > UPLOAD_BUDGET.pdfPages || work.operators > UPLOAD_BUDGET.pdfOperators) {
    return 'The first pages of this PDF are too complex to check. Print it to a new PDF or scan it, and upload that copy.';
  }
  return null;
}

export class WorkBudgetError extends Error {
  override readonly name = 'WorkBudgetError';
}
