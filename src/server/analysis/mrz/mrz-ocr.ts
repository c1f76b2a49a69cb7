/**
 * One tesseract worker per process (or worker thread), created lazily and reused. Uses the legacy
 * engine (OEM 0): on the MRZ it reads the '<' filler far more reliably than the LSTM engine.
 * Everything loads from node_modules; no network.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { terminateOcr, warmUpOcr } from '#server/analysis/ocr/ocr-worker.ts';
import { loadFactor } from './load-factor.ts';

const WORKER_START_TIMEOUT_MS = 30_000;
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

function languageDataPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0');
}

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The MRZ reader (tesseract) did not start in time')),
      WORKER_START_TIMEOUT_MS,
    );
  });
  // A failed language load never settles the promise, hence the race.
  const creating = createWorker(
    'eng',
    OEM.TESSERACT_ONLY,
    {
      langPath: languageDataPath(),
      cacheMethod: 'none',
      gzip: true,
    },
    { load_system_dawg: '0', load_freq_dawg: '0' },
  );
  try {
    const worker = await Promise.race([creating, timeout]);
    await worker.setParameters({
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
      // The adaptive classifier learns from earlier pages, which would make one passport's read
      // depend on the ones before it in this worker.
      classify_enable_learning: '0',
    });
    return worker;
  } catch (error) {
    creating.then((w) => w.terminate()).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function getWorker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = startWorker();
    workerPromise.catch(() => {
      workerPromise = null;
    });
  }
  return workerPromise;
}

export async function warmUpMrzReader(): Promise<void> {
  await Promise.all([getWorker(), warmUpOcr()]);
}

/** Ends the MRZ engine and the document OCR engine that the name check shares (mrz-name-check.ts). */
export async function terminateMrzReader(): Promise<void> {
  await terminateOcr();
  const pending = workerPromise;
  workerPromise = null;
  if (!pending) return;
  try {
    const worker = await pending;
    await worker.terminate();
  } catch {
    // It never started: nothing to end.
  }
}

export interface OcrLine {
  text: string;
  confidence: number;
}

/**
 * A hard limit on one OCR pass. On the calibration pages a pass took at most 0.8 s with the machine's load
 * average at 10 (one grey pass 3.4-3.7 s at 12-16, which this limit would cut: that read is then flagged,
 * not wrong); the legacy engine can spend a minute on a band full of texture, which no soft budget between
 * passes can cut short. Such a pass is abandoned (its worker ended and started afresh on the next call) and
 * reads nothing. 3 s keeps a page under the 3 s goal at the 95th percentile.
 */
const PASS_TIMEOUT_MS = Number(process.env.MRZ_PASS_TIMEOUT_MS ?? 3000);

/** Thrown for a pass that ran past PASS_TIMEOUT_MS: the caller stops reading this image. */
export class OcrPassTimeout extends Error {}

/** OCR a prepared PNG; calls are serialised because one tesseract worker runs one job at a time. */
export function recogniseLines(png: Buffer): Promise<OcrLine[]> {
  const run = queue.then(async () => {
    const worker = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrPassTimeout('MRZ OCR pass timed out')), PASS_TIMEOUT_MS * loadFactor());
    });
    let result: Awaited<ReturnType<Worker['recognize']>>;
    try {
      result = await Promise.race([worker.recognize(png, {}, { text: true, blocks: true }), timeout]);
    } catch (error) {
      if (error instanceof OcrPassTimeout && workerPromise) {
        // The worker is still busy with the abandoned page: end it; the next pass starts a fresh one.
        workerPromise = null;
        await worker.terminate().catch(() => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const lines: OcrLine[] = [];
    for (const block of result.data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const text = line.text.replace(/\s+/g, '');
          if (text.length > 0) lines.push({ text, confidence: line.confidence });
        }
      }
    }
    return lines;
  });
  queue = run.catch(() => undefined);
  return run;
}
