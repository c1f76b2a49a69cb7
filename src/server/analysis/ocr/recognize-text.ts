import { getOcrWorker } from './ocr-worker.ts';
import { preprocessForOcr } from './preprocess-image.ts';

export interface OcrResult {
  text: string;
  /** Mean word confidence 0-1 as reported by tesseract. */
  confidence: number;
  blank: boolean;
}

/** OCRs one page image (any format sharp reads). Blank pages skip the OCR engine entirely. */
export async function recognizeText(image: Buffer): Promise<OcrResult> {
  const prepared = await preprocessForOcr(image);
  if (prepared.blank) return { text: '', confidence: 0, blank: true };
  const worker = await getOcrWorker();
  const result = await worker.recognize(prepared.png, { rotateAuto: true }, { text: true });
  const text = result.data.text ?? '';
  return { text, confidence: (result.data.confidence ?? 0) / 100, blank: text.trim() === '' };
}
