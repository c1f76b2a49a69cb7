import { getOcrWorker, terminateOcr } from './ocr-worker.ts';
import { preprocessForOcr } from './preprocess-image.ts';

export interface OcrResult {
  text: string;
  /** Mean word confidence 0-1 as reported by tesseract. */
  confidence: number;
  blank: boolean;
}

/** A 2000 px page takes 1-2 s; anything near this limit means the engine is stuck or starved. */
export const OCR_PAGE_TIMEOUT_MS = 45_000;

/** OCRs one page image (any format sharp reads). Blank pages skip the OCR engine entirely. */
export async function recognizeText(image: Buffer): Promise<OcrResult> {
  const prepared = await preprocessForOcr(image);
  if (prepared.blank) return { text: '', confidence: 0, blank: true };
  const worker = await getOcrWorker();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Reading the document took too long.')), OCR_PAGE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const result = await Promise.race([worker.recognize(prepared.png, {}, { text: true }), timeout]);
    const text = result.data.text ?? '';
    return { text, confidence: (result.data.confidence ?? 0) / 100, blank: text.trim() === '' };
  } catch (error) {
    // A stuck engine would block every later job on this worker; start afresh next time.
    await terminateOcr();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
