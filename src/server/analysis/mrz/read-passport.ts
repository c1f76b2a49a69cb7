/**
 * Reads the machine-readable zone of a passport data page locally (sharp + tesseract legacy engine)
 * and reports the fields, the check digits and whether re-issue on the ground of expiry is open.
 */
import type { PassportAnalysis } from '#shared/schemas/passport-analysis.ts';
import { cropMrz, decodeGrey, renderVariant, type MrzCrop, type OcrVariant } from './mrz-image.ts';
import { recogniseLines } from './mrz-ocr.ts';
import { normaliseTd3Pair, pickMrzPair, voteLines } from './mrz-text.ts';
import { assessRenewal } from './renewal.ts';
import { readTd3Fields, type Td3Reading } from './td3-fields.ts';
import { describeReading, describeNoMrz } from './passport-messages.ts';

export { warmUpMrzReader, terminateMrzReader } from './mrz-ocr.ts';

const VARIANTS: OcrVariant[] = ['normalised', 'clahe-threshold', 'small-sharpened'];

export interface MrzReading {
  lines: [string, string];
  fields: Td3Reading;
  /** Per-character agreement between passes, 0-1. */
  agreement: number;
  /** Mean tesseract line confidence, 0-1. */
  ocrConfidence: number;
  /** Positions on line 1 (names) where the passes disagreed. */
  contestedNames: number;
  passes: number;
}

function quality(r: MrzReading): number {
  return 4 - r.fields.failedCheckDigits.length - r.fields.invalidFields.length + r.agreement;
}

async function readCrop(crop: MrzCrop, now: Date): Promise<MrzReading | null> {
  const pairs: { lines: [string, string]; weight: number }[] = [];
  for (const variant of VARIANTS) {
    const started = performance.now();
    const png = await renderVariant(crop.image, variant);
    const ocr = await recogniseLines(png);
    if (process.env.MRZ_DEBUG) {
      console.log(variant, crop.located, crop.image.width, Math.round(performance.now() - started), ocr.map((l) => l.text));
    }
    const pair = pickMrzPair(ocr.map((l) => l.text));
    if (!pair) continue;
    const confidences = ocr.filter((l) => pair.includes(l.text.replace(/\s+/g, ''))).map((l) => l.confidence);
    const confidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 50;
    pairs.push({ lines: normaliseTd3Pair(pair), weight: Math.max(0.05, confidence / 100) });
  }
  if (pairs.length === 0) return null;

  const vote1 = voteLines(pairs.map((p) => ({ text: p.lines[0], weight: p.weight })));
  const vote2 = voteLines(pairs.map((p) => ({ text: p.lines[1], weight: p.weight })));
  const ocrConfidence = pairs.reduce((a, p) => a + p.weight, 0) / pairs.length;
  const voted: MrzReading = {
    lines: [vote1.text, vote2.text],
    fields: readTd3Fields([vote1.text, vote2.text], now),
    agreement: (vote1.agreement + vote2.agreement) / 2,
    ocrConfidence,
    contestedNames: vote1.contested.filter((i) => i >= 5).length,
    passes: pairs.length,
  };
  // A single pass that reads line 2 with every check digit right beats a vote that does not; the
  // check digits decide between actual readings, they are never used to invent one.
  let best = voted;
  for (const p of pairs) {
    const alternative: [string, string] = [vote1.text, p.lines[1]];
    const fields = readTd3Fields(alternative, now);
    if (fields.failedCheckDigits.length < best.fields.failedCheckDigits.length) {
      best = { ...voted, lines: alternative, fields, agreement: voted.agreement * 0.9 };
    }
  }
  return best;
}

export async function readMrz(image: Buffer, now: Date): Promise<MrzReading | null> {
  const grey = await decodeGrey(image);
  const crops = await cropMrz(grey);
  let best: MrzReading | null = null;
  for (const crop of crops) {
    const reading = await readCrop(crop, now);
    if (reading && (!best || quality(reading) > quality(best))) best = reading;
    // The bottom-of-page fallback only helps when layout analysis found the wrong band; a located read
    // with one misread character (which fails its own and the composite check digit) is kept as is.
    if (best && best.fields.failedCheckDigits.length <= 2 && best.fields.invalidFields.length === 0) break;
  }
  return best;
}

/**
 * Reads the MRZ of a passport photo page. Throws AnalysisInputError for files that are not usable
 * images; any image that decodes gets a result (mrzFound false when no MRZ is visible).
 */
export async function readPassportImage(image: Buffer, now: Date = new Date()): Promise<PassportAnalysis> {
  const reading = await readMrz(image, now);
  if (!reading) return describeNoMrz();
  const renewal = assessRenewal(
    reading.fields.failedCheckDigits.includes('expiryDate') ? null : reading.fields.extractedData.expiryDate,
    now,
  );
  return describeReading(reading, renewal);
}
