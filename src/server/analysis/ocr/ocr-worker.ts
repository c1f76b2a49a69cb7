import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { OEM, PSM, createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** A failed language load never settles inside tesseract.js, so creation is raced against this. */
export const OCR_WORKER_START_TIMEOUT_MS = 30_000;

let workerPromise: Promise<Worker> | undefined;

/**
 * One LSTM-only English worker per thread (the API server or each analysis worker thread).
 * Safe to call repeatedly and concurrently; a failed start is forgotten so the next call retries.
 */
export function getOcrWorker(): Promise<Worker> {
  workerPromise ??= startWorker().catch((error: unknown) => {
    workerPromise = undefined;
    throw error;
  });
  return workerPromise;
}

let primed = false;

/**
 * Starts the worker ahead of the first document and runs one tiny recognition, which takes the
 * engine's one-off first-page cost (a second or two) off the first user's request.
 */
export async function warmUpOcr(): Promise<void> {
  const worker = await getOcrWorker();
  if (primed) return;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="70"><rect width="100%" height="100%" fill="#fff"/><text x="12" y="46" font-family="sans-serif" font-size="30">Statement 03/05/2025</text></svg>`;
  const png = await sharp(Buffer.from(svg), { limitInputPixels: 1_000_000 }).png().toBuffer();
  await worker.recognize(png, {}, { text: true });
  primed = true;
}

export async function terminateOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = undefined;
  primed = false;
  if (!pending) return;
  const worker = await pending.catch(() => undefined);
  await worker?.terminate().catch(() => undefined);
}

async function startWorker(): Promise<Worker> {
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => undefined,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The OCR engine did not start in time.')), OCR_WORKER_START_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const worker = await Promise.race([starting, timeout]);
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      user_defined_dpi: '200',
    });
    return worker;
  } catch (error) {
    // If creation completes after the timeout, do not leak the thread.
    void starting.then((late) => late.terminate()).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
