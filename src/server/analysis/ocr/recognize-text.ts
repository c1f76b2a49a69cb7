import sharp from 'sharp';
import { getOcrWorker, terminateOcr } from './ocr-worker.ts';
import { layoutText, parseTsvWords } from './page-layout.ts';
import { preprocessForOcr } from './preprocess-image.ts';

export interface OcrResult {
  text: string;
  /** Mean word confidence 0-1 as reported by tesseract. */
  confidence: number;
  blank: boolean;
}

/** A 2000 px page takes 1-2 s; anything near this limit means the engine is stuck or starved. */
export const OCR_PAGE_TIMEOUT_MS = 45_000;

/** Mean confidence under which the page is also read turned half a turn. */
const UPSIDE_DOWN_RETRY_BELOW = 0.5;

/**
 * OCRs one page image (any format sharp reads) into text rows in page order (see layoutText). Blank pages
 * skip the OCR engine entirely.
 */
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
    const read = async (png: Buffer) => {
      // Word boxes rather than tesseract's text: its block order mixes side boxes into the recipient block.
      const result = await Promise.race([worker.recognize(png, {}, { text: false, tsv: true }), timeout]);
      return {
        text: layoutText(parseTsvWords(result.data.tsv ?? '')),
        confidence: (result.data.confidence ?? 0) / 100,
      };
    };
    let best = await read(prepared.png);
    if (best.confidence < UPSIDE_DOWN_RETRY_BELOW) {
      // Upside-down pages (and sideways ones turned the wrong way) read as low-confidence noise.
      const flipped = await read(await sharp(prepared.png).rotate(180).png({ compressionLevel: 1 }).toBuffer());
      if (flipped.confidence > best.confidence) best = flipped;
    }
    return { ...best, blank: best.text.trim() === '' };
  } catch (error) {
    // A stuck engine would block every later job on this worker; start afresh next time.
    await terminateOcr();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
