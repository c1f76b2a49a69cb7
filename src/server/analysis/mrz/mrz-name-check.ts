/**
 * A second reading of the MRZ name line by tesseract's LSTM engine. The legacy engine (mrz-ocr.ts) reads
 * the '<' filler reliably but confuses letters under blur (W/N, M/H); the LSTM engine reads the letters
 * well but turns '<' runs into C, K and L. So the legacy reading keeps the structure, and each of its name
 * words is replaced by the LSTM's reading of the same word when the two differ by at most a letter or two.
 * Names have no check digit: a read changed this way stays flagged for review (contested).
 */
import { getOcrWorker } from '#server/analysis/ocr/ocr-worker.ts';

/** The LSTM engine's text of the MRZ band (both lines); the first line holding "P<" is the name line. */
export async function readNameLineLstm(png: Buffer): Promise<string | null> {
  // The document OCR worker (LSTM, already loaded in this thread for address proofs): one fewer engine
  // in memory. Its settings are not changed here, so document reads that share it are unaffected.
  const worker = await getOcrWorker();
  const result = await worker.recognize(png, {}, { text: true });
  const lines = (result.data.text ?? '').split('\n').map((l) => l.replace(/\s+/g, '').toUpperCase());
  return lines.find((l) => /P<?[A-Z]{3}/.test(l) && l.length >= 20) ?? null;
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

/** What the LSTM engine makes of the '<' filler. */
const FILLER_READINGS = new Set(['<', 'C', 'K', 'L']);

/**
 * True when the LSTM text holds every name word of the legacy line 1, letter for letter and in order, after
 * the state code, with nothing but filler readings between the words (as many as the legacy line has, or
 * up to two more: the LSTM engine often reads '<<' as "<K<K") and a filler or the end after the last: two engines with
 * different errors (legacy W/N, M/H; LSTM '<' as C, K, L) agreeing on each letter. A word the legacy
 * passes cut short ("ARAH" in "SARAH") is not confirmed by a longer one.
 */
export function nameWordsConfirmed(legacyLine1: string, lstmText: string): boolean {
  const names = legacyLine1.slice(5).replace(/<+$/, '');
  const words = names.split(/<+/).filter(Boolean);
  const gaps = [0, ...(names.match(/<+/g) ?? []).map((g) => g.length)];
  const lstm = lstmText.replace(/[^A-Z<]/g, '');
  const state = lstm.indexOf(legacyLine1.slice(2, 5));
  if (words.length === 0 || state < 0) return false;
  let pos = state + 3;
  for (const [i, word] of words.entries()) {
    const at = lstm.indexOf(word, pos);
    if (at < 0) return false;
    const between = lstm.slice(pos, at);
    if (between.length > (gaps[i] ?? 0) + 2 || (i > 0 && between.length === 0)) return false;
    if (![...between].every((c) => FILLER_READINGS.has(c))) return false;
    pos = at + word.length;
  }
  const next = lstm[pos];
  return next === undefined || FILLER_READINGS.has(next);
}
