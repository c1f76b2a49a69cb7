/**
 * Reads the machine-readable zone of a passport data page locally (sharp + tesseract legacy engine)
 * and reports the fields, the check digits and whether re-issue on the ground of expiry is open.
 */
import type { PassportAnalysis } from '#shared/schemas/passport-analysis.ts';
import { describeNoMrz, describeNotPassport, describeReading } from './passport-messages.ts';
import { readMrz } from './read-mrz.ts';
import { assessRenewal } from './renewal.ts';

export { terminateMrzReader, warmUpMrzReader } from './mrz-ocr.ts';

/**
 * Reads the MRZ of a passport photo page. Throws AnalysisInputError for files that are not usable
 * images; any image that decodes gets a result (mrzFound false when no MRZ is visible).
 */
export async function readPassportImage(image: Buffer, now: Date = new Date()): Promise<PassportAnalysis> {
  const reading = await readMrz(image, now);
  if (!reading) return describeNoMrz();
  if ('notPassport' in reading) return describeNotPassport(reading.notPassport);
  const renewal = assessRenewal(
    reading.fields.failedCheckDigits.includes('expiryDate') ? null : reading.fields.extractedData.expiryDate,
    now,
  );
  return describeReading(reading, renewal);
}
