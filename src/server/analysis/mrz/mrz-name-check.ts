/**
 * A second reading of the MRZ name line by tesseract's LSTM engine. The legacy engine (mrz-ocr.ts) reads
 * the '<' filler reliably but confuses letters under blur (W/N, M/H); the LSTM engine reads the letters
 * well but turns '<' runs into C, K and L. So the legacy reading keeps the structure, and each of its name
 * words is replaced by the LSTM's reading of the same word when the two differ by at most a letter or two.
 * Names have no check digit: a read changed this way stays flagged for review (contested).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const WORKER_START_TIMEOUT_MS = 30_000;

function lstmDataPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The MRZ name reader did not start in time')), WORKER_START_TIMEOUT_MS);
  });
  const creating = createWorker('eng', OEM.LSTM_ONLY, { langPath: lstmDataPath(), cacheMethod: 'none', gzip: true });
  try {
    const worker = await Promise.race([creating, timeout]);
    await worker.setParameters({
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<',
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
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

export async function warmUpNameReader(): Promise<void> {
  await getWorker();
}

export async function terminateNameReader(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (!pending) return;
  try {
    await (await pending).terminate();
  } catch {
    // It never started.
  }
}

/** The LSTM engine's text of the MRZ band (both lines); the first line holding "P<" is the name line. */
export function readNameLineLstm(png: Buffer): Promise<string | null> {
  const run = queue.then(async () => {
    const worker = await getWorker();
    const result = await worker.recognize(png);
    const lines = (result.data.text ?? '').split('\n').map((l) => l.replace(/\s+/g, '').toUpperCase());
    return lines.find((l) => /P<?[A-Z]{3}/.test(l) && l.length >= 20) ?? null;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Differences between equal-length strings. */
function hamming(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
  return d;
}

/**
 * Each name word of the legacy line 1 (after "P<XXX") is compared with every same-length window of the
 * LSTM text; the closest window replaces the word when it differs in at most a quarter of its letters (and
 * at most two). Words of fewer than four letters are kept: too short to match reliably.
 */
export function reconcileNameLine(legacyLine1: string, lstmText: string): string {
  const head = legacyLine1.slice(0, 5);
  const names = legacyLine1.slice(5);
  const lstm = lstmText.replace(/[^A-Z<]/g, '');
  return (
    head +
    names.replace(/[A-Z]{4,}/g, (word) => {
      let best = word;
      let bestDistance = Infinity;
      for (let i = 0; i + word.length <= lstm.length; i++) {
        const window = lstm.slice(i, i + word.length);
        if (window.includes('<')) continue;
        const d = hamming(word, window);
        if (d < bestDistance) {
          bestDistance = d;
          best = window;
        }
      }
      return bestDistance > 0 && bestDistance <= Math.min(2, Math.floor(word.length / 4)) ? best : word;
    })
  );
}
