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
 * True when the LSTM text, aligned on the first name word, has every letter of the legacy name line at
 * the same place, and a filler reading wherever the legacy line has '<' between and after the words: two
 * engines with different errors (legacy W/N, M/H; LSTM '<' as C, K, L) agreeing on each letter. Aligned
 * by position, so a word the legacy passes cut short ("ARAH" in "SARAH") is not confirmed by a longer one.
 */
export function nameWordsConfirmed(legacyLine1: string, lstmText: string): boolean {
  const names = legacyLine1.slice(5);
  const lastLetter = names.search(/[A-Z]<*$/);
  const firstWord = /[A-Z]+/.exec(names);
  if (!firstWord || lastLetter < 0) return false;
  // Up to and including the filler after the last name word.
  const end = Math.min(names.length, lastLetter + 2);
  const lstm = lstmText.replace(/[^A-Z<]/g, '');
  const at = lstm.indexOf(firstWord[0]) - firstWord.index;
  if (at < 1 || at + end > lstm.length) return false;
  // The first word starts where the name field does: after the state code or a filler, not mid-word.
  const before = lstm.slice(Math.max(0, at - 3), at);
  if (before !== legacyLine1.slice(2, 5) && !FILLER_READINGS.has(before.slice(-1))) return false;
  for (let i = 0; i < end; i++) {
    const legacy = names[i] as string;
    const other = lstm[at + i] as string;
    if (legacy === '<' ? !FILLER_READINGS.has(other) : legacy !== other) return false;
  }
  return true;
}
