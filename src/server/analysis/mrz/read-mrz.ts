/**
 * The reading core: OCR passes over the MRZ band at several renderings, a per-character vote, and a
 * choice between actual readings by their check digits (never an invented correction).
 */
import {
  cropMrz,
  decodeGrey,
  findOrientation,
  nameLineStrip,
  renderVariant,
  turnGrey,
  type DecodedImage,
  type MrzCrop,
  type OcrVariant,
} from './mrz-image.ts';
import { nameWordsConfirmed, readNameLineLstm, reconcileNameLine } from './mrz-name-check.ts';
import { OcrPassTimeout, recogniseLines, type OcrLine } from './mrz-ocr.ts';
import {
  letterDigitAlternatives,
  normaliseTd3Pair,
  otherDocumentKind,
  pickFieldsByCheckDigit,
  pickMrzPair,
  repairByCheckDigits,
  voteLines,
  type OtherDocumentKind,
} from './mrz-text.ts';
import { readTd3Fields, type Td3Reading } from './td3-fields.ts';
import { loadFactor } from './load-factor.ts';

/**
 * The first two are a grey and a binarised rendering (different enough that agreeing on every
 * character means something); the binarised ones are fast even on noisy photos, where a grey pass can
 * take a second or more. Chosen on two fixture seeds (bench/mrz.ts).
 */
const VARIANTS: OcrVariant[] = ['normalised', 'threshold', 'threshold-large'];
/** Only run when the first passes disagree or a check digit fails, to keep the usual case fast. */
const EXTRA_VARIANTS: OcrVariant[] = [
  'local-threshold',
  'local-threshold-large',
  'blur-threshold-large',
  'clahe-threshold',
  'small-sharpened',
];

export interface MrzReading {
  lines: [string, string];
  fields: Td3Reading;
  /** Per-character agreement between passes, 0-1. */
  agreement: number;
  /** Mean tesseract line confidence, 0-1. */
  ocrConfidence: number;
  /** Positions on line 1 (names) where the passes disagreed. */
  contestedNames: number;
  /** Mean tesseract confidence in the name line, 0-1: names have no check digit, so this is all we have. */
  nameConfidence: number;
  passes: number;
  /** Line-2 fields whose look-alike digit was put right by the check digits (such reads go to review). */
  repairedDigits?: number;
  /**
   * Positions on line 1 (names) where some pass read another letter, though most agreed: on real pages two
   * binarised passes can agree on an M read as H. Such a name is checked by the LSTM engine.
   */
  disputedNames: number;
  /** How many passes read the name line exactly as voted. */
  nameReadings: number;
  /** The LSTM engine read every name word as the legacy passes did (mrz-name-check.ts). */
  nameConfirmed?: boolean;
  /** Other passport numbers that pass the same check digits (look-alike letters and digits swapped). */
  numberAlternatives?: string[];
}

/** The MRZ of a visa or an ID card: refused, never read as a passport. */
export interface OtherDocument {
  notPassport: OtherDocumentKind;
}

function quality(r: MrzReading): number {
  return 4 - r.fields.failedCheckDigits.length - r.fields.invalidFields.length + r.agreement;
}

interface PassReading {
  lines: [string, string];
  weight: number;
  /** Tesseract's confidence in the name line, 0-1. */
  nameConfidence: number;
}

/**
 * A soft time limit per image. The base passes on the located band always run; extra passes, the
 * fallback crop and the turned retries are skipped once it is spent, so a hard photo on a busy machine
 * cannot hold a worker for long. Reads that finish within it do not depend on timing.
 */
const READ_BUDGET_MS = Number(process.env.MRZ_READ_BUDGET_MS ?? 1500);

class Budget {
  // Stretched on a busy machine (load-factor.ts), so a page's read does not depend on what else runs.
  private readonly deadline = performance.now() + READ_BUDGET_MS * loadFactor();
  /** Set when an OCR pass ran past its hard limit (mrz-ocr.ts): nothing more is read from this image. */
  stopped = false;
  get spent(): boolean {
    return this.stopped || (READ_BUDGET_MS > 0 && performance.now() > this.deadline);
  }
}

/** Passes that read the MRZ of a visa or ID card instead of a passport's. */
type OtherReads = Map<OtherDocumentKind, number>;

async function runPasses(
  crop: MrzCrop,
  variants: OcrVariant[],
  budget: Budget,
  /** False for the base passes on a located band: they run whatever the soft budget says. */
  soft: boolean,
  others: OtherReads,
): Promise<PassReading[]> {
  const pairs: PassReading[] = [];
  for (const variant of variants) {
    if (budget.stopped || (soft && budget.spent)) break;
    const started = performance.now();
    let png: Buffer;
    try {
      png = await renderVariant(crop.image, variant);
    } catch (error) {
      // One failed rendering (an odd crop size, say) must not sink the other passes.
      if (process.env.MRZ_DEBUG) console.log(variant, 'failed', error);
      continue;
    }
    let ocr: OcrLine[];
    try {
      ocr = await recogniseLines(png);
    } catch (error) {
      if (!(error instanceof OcrPassTimeout)) throw error;
      // A pass ran past its hard limit: nothing more is read from this image (a second would double the wait).
      budget.stopped = true;
      break;
    }
    if (process.env.MRZ_DEBUG) {
      console.log(
        variant,
        crop.located,
        Math.round(performance.now() - started),
        ocr.map((l) => l.text),
      );
    }
    const other = otherDocumentKind(ocr.map((l) => l.text));
    if (other) {
      others.set(other, (others.get(other) ?? 0) + 1);
      continue;
    }
    const pair = pickMrzPair(ocr.map((l) => l.text));
    if (!pair) continue;
    const [conf1, conf2] = pair.map((text) => (ocr.find((l) => l.text === text)?.confidence ?? 50) / 100) as [
      number,
      number,
    ];
    pairs.push({ lines: normaliseTd3Pair(pair), weight: Math.max(0.05, (conf1 + conf2) / 2), nameConfidence: conf1 });
  }
  return pairs;
}

function combinePasses(pairs: PassReading[], now: Date): MrzReading {
  const vote1 = voteLines(pairs.map((p) => ({ text: p.lines[0], weight: p.weight })));
  const vote2 = voteLines(pairs.map((p) => ({ text: p.lines[1], weight: p.weight })));
  const voted: MrzReading = {
    lines: [vote1.text, vote2.text],
    fields: readTd3Fields([vote1.text, vote2.text], now),
    agreement: (vote1.agreement + vote2.agreement) / 2,
    ocrConfidence: pairs.reduce((a, p) => a + p.weight, 0) / pairs.length,
    contestedNames: vote1.contested.filter((i) => i >= 5).length,
    disputedNames: vote1.disputed.filter((i) => i >= 5).length,
    nameConfidence: pairs.reduce((a, p) => a + p.nameConfidence, 0) / pairs.length,
    nameReadings: pairs.filter((p) => p.lines[0] === vote1.text).length,
    passes: pairs.length,
  };
  // A single pass that reads line 2 with every check digit right beats a vote that does not; the
  // check digits decide between actual readings, they are never used to invent one.
  let best = voted;
  const alternatives = pairs.map((p) => p.lines[1]);
  const byField = pickFieldsByCheckDigit(
    vote2.text,
    pairs.map((p) => ({ text: p.lines[1], weight: p.weight })),
  );
  if (byField !== vote2.text) alternatives.push(byField);
  for (const line2 of alternatives) {
    const alternative: [string, string] = [vote1.text, line2];
    const fields = readTd3Fields(alternative, now);
    if (fields.failedCheckDigits.length < best.fields.failedCheckDigits.length) {
      best = { ...voted, lines: alternative, fields, agreement: voted.agreement * 0.9 };
    }
  }
  // Last, a look-alike digit (4/6, 3/8...) put right where the field's own check digit and the
  // composite both confirm it (mrz-text.ts, repairByCheckDigits). The read is still sent for review.
  if (best.fields.failedCheckDigits.length > 0) {
    const repair = repairByCheckDigits(best.lines[1]);
    if (repair) {
      const lines: [string, string] = [best.lines[0], repair.line];
      const fields = readTd3Fields(lines, now);
      if (fields.failedCheckDigits.length === 0) {
        best = { ...best, lines, fields, agreement: best.agreement * 0.9, repairedDigits: repair.repaired };
      }
    }
  }
  return withNumberAmbiguity(best);
}

/** Indian passport numbers: one letter and seven digits (then a filler). */
const INDIAN_NUMBER = /^[A-Z]\d{7}<$/;

/**
 * Other readings of the passport number that the check digits accept as well (letters and digits that
 * look alike, O/0, I/1...). Only a number layout fixed by the issuing state (India's) can rule them out.
 */
function withNumberAmbiguity(reading: MrzReading): MrzReading {
  if (reading.fields.checkDigits.passportNumber !== true) return reading;
  const indian = reading.lines[0].slice(2, 5) === 'IND' || reading.lines[1].slice(10, 13) === 'IND';
  const alternatives = letterDigitAlternatives(reading.lines[1], indian ? INDIAN_NUMBER : undefined);
  return alternatives.length > 0 ? { ...reading, numberAlternatives: alternatives } : reading;
}

function isClean(r: MrzReading): boolean {
  // A repaired read is not clean: the remaining passes may read the digit (or a letter the repair did
  // not consider) as printed.
  return (
    r.fields.failedCheckDigits.length === 0 &&
    r.fields.invalidFields.length === 0 &&
    r.contestedNames === 0 &&
    !r.repairedDigits
  );
}

/** What one crop gave: a TD3 reading, or the MRZ of another document. */
type CropRead = MrzReading | OtherDocument | null;

/**
 * Another document's MRZ wins when more passes read one than read a passport's: a visa is refused,
 * not read as a passport, and a passport is not refused for one stray pass.
 */
function otherDocument(others: OtherReads, pairs: PassReading[]): OtherDocument | null {
  let kind: OtherDocumentKind | null = null;
  let count = 0;
  for (const [k, n] of others) {
    if (n > count) {
      kind = k;
      count = n;
    }
  }
  return kind && count > pairs.length ? { notPassport: kind } : null;
}

async function readCrop(crop: MrzCrop, now: Date, budget: Budget): Promise<CropRead> {
  // The base passes on a located band always run (unless a pass hit its hard limit); elsewhere they are cut.
  const soft = !crop.located;
  // The bottom-of-image fallback gets the base passes only: it rarely helps, and must not double the time.
  const extras = crop.located ? EXTRA_VARIANTS : [];
  const others: OtherReads = new Map();
  const [firstVariant, secondVariant, ...rest] = VARIANTS as [OcrVariant, OcrVariant, ...OcrVariant[]];
  const pairs = await runPasses(crop, [firstVariant, secondVariant], budget, soft, others);
  // Two different renderings that agree character for character, with every check digit right, are
  // taken as read; anything less gets the remaining passes and a vote.
  const [a, b] = pairs;
  if (a && b && a.lines[0] === b.lines[0] && a.lines[1] === b.lines[1]) {
    const agreed = combinePasses(pairs, now);
    if (isClean(agreed)) return agreed;
  }
  // Both base passes read a visa or an ID card: no more passes are needed to refuse it.
  if (pairs.length === 0 && (others.get('visa') === 2 || others.get('id_card') === 2)) {
    return otherDocument(others, pairs);
  }
  pairs.push(...(await runPasses(crop, rest, budget, soft, others)));
  const first = pairs.length > 0 ? combinePasses(pairs, now) : null;
  if (first && isClean(first)) return first;
  if (extras.length === 0) return otherDocument(others, pairs) ?? first;
  // Also when no base pass found a pair of lines: under harsh light the globally thresholded passes can
  // all fail where a locally binarised one still reads the band.
  pairs.push(...(await runPasses(crop, extras, budget, true, others)));
  const other = otherDocument(others, pairs);
  if (other) return other;
  if (pairs.length === 0) return null;
  const second = combinePasses(pairs, now);
  return !first || quality(second) >= quality(first) ? second : first;
}

/**
 * Every located read gets a second opinion on the name line from the LSTM engine (mrz-name-check.ts): on
 * small real pages two renderings can agree on an M read as H, with full confidence, and names have no
 * check digit. When the LSTM engine reads every name letter in place, the name is confirmed (a shaky or
 * disputed line is then taken as read, see isShakyName); when it reads a word differently, the word is
 * changed and the read is contested, so it goes to review. One pass over the name line alone.
 */
async function checkName(reading: MrzReading, crop: MrzCrop, now: Date, budget: Budget): Promise<MrzReading> {
  // Skipped after a pass hit its hard limit: the name is then not confirmed (a shaky one goes to review).
  if (!crop.located || budget.stopped) return reading;
  let lstm: string | null;
  const started = performance.now();
  try {
    // The locally binarised rendering: on a dim or unevenly lit band the LSTM engine misses the start of the
    // grey line ("P<IND"), and with it the whole name line.
    lstm = await readNameLineLstm(await renderVariant(await nameLineStrip(crop.image), 'local-threshold'));
  } catch (error) {
    if (process.env.MRZ_DEBUG) console.log('name check failed', error);
    return reading;
  }
  if (!lstm) return reading;
  const line1 = reconcileNameLine(reading.lines[0], lstm);
  if (process.env.MRZ_DEBUG) console.log('name check', Math.round(performance.now() - started), lstm, line1);
  if (line1 === reading.lines[0]) {
    return { ...reading, nameConfirmed: nameWordsConfirmed(reading.lines[0], lstm) };
  }
  const lines: [string, string] = [line1, reading.lines[1]];
  return { ...reading, lines, fields: readTd3Fields(lines, now), contestedNames: Math.max(1, reading.contestedNames) };
}

async function readUpright(grey: DecodedImage, now: Date, fallback: boolean, budget: Budget): Promise<CropRead> {
  let best: MrzReading | null = null;
  for (const crop of await cropMrz(grey, fallback)) {
    if (best && budget.spent) break;
    const read = await readCrop(crop, now, budget);
    // The located band holds another document's MRZ: refused, whatever the bottom of the image holds.
    if (read && 'notPassport' in read) return crop.located ? read : best;
    const reading = read && (await checkName(read, crop, now, budget));
    if (reading && (!best || quality(reading) > quality(best))) best = reading;
    // The bottom-of-page fallback only helps when layout analysis found the wrong band; a located read
    // with one misread character (which fails its own and the composite check digit) is kept as is.
    if (best && best.fields.failedCheckDigits.length <= 2 && best.fields.invalidFields.length === 0) break;
  }
  return best;
}

/**
 * Decodes the image and reads its MRZ; null when no MRZ-like pair of lines was found. The page is turned
 * upright before any OCR (mrz-orientation.ts), so a sideways or upside-down photo costs about what an
 * upright one does; the opposite turn is tried only when the first finds nothing.
 */
export async function readMrz(image: Buffer, now: Date): Promise<MrzReading | OtherDocument | null> {
  const grey = await decodeGrey(image);
  const budget = new Budget();
  const orientation = await findOrientation(grey);
  if (process.env.MRZ_DEBUG) console.log('orientation', orientation);
  const upright = orientation.turn === 0 ? grey : await turnGrey(grey, orientation.turn);
  const first = await readUpright(upright, now, true, budget);
  if (first || budget.spent) return first;
  const other = orientation.alternative === 0 ? grey : await turnGrey(grey, orientation.alternative);
  return readUpright(other, now, false, budget);
}
