/** Turns an MRZ reading into the user-facing PassportAnalysis: score, review flag, issues, suggestions. */
import type { CheckDigitName, PassportAnalysis, PassportRenewal } from '#shared/schemas/passport-analysis.ts';
import type { MrzReading } from './read-mrz.ts';

const RETAKE =
  'Take a new photo of the whole photo page, flat, in good light, with no glare or shadow on the two lines at the bottom.';

/**
 * Below this mean tesseract confidence on the name line, a name read is sent for review. On the labelled
 * specimens every wrong name read scored under it, and clear reads scored 0.76-0.88.
 */
export const NAME_CONFIDENCE_FOR_REVIEW = 0.75;

const CHECK_DIGIT_WORDS: Record<CheckDigitName, string> = {
  passportNumber: 'passport number',
  dateOfBirth: 'date of birth',
  expiryDate: 'expiry date',
  composite: 'bottom line as a whole',
};

export function describeNoMrz(): PassportAnalysis {
  return {
    kind: 'passport',
    mrzFound: false,
    mrzLines: [],
    extractedData: {
      passportNumber: null,
      surname: null,
      givenNames: null,
      nationality: null,
      dateOfBirth: null,
      sex: null,
      expiryDate: null,
      issuingState: null,
    },
    checkDigits: { passportNumber: null, dateOfBirth: null, expiryDate: null, composite: null },
    failedCheckDigits: [],
    needsHumanReview: false,
    renewal: null,
    score: 0,
    isValid: false,
    isCompliant: false,
    confidence: 0,
    issues: [
      'We could not find the two lines of characters at the bottom of the photo page. Scan the whole page flat, in good light.',
    ],
    suggestions: [
      'Upload the page with your photo on it (not the cover or the last page), with all four corners visible.',
      RETAKE,
    ],
  };
}

/** Passes that disagreed on the name, or a low-confidence name line: a person compares it with the page. */
export function isShakyName(reading: Pick<MrzReading, 'contestedNames' | 'nameConfidence'>): boolean {
  return reading.contestedNames > 0 || reading.nameConfidence < NAME_CONFIDENCE_FOR_REVIEW;
}

export function describeReading(reading: MrzReading, renewal: PassportRenewal | null): PassportAnalysis {
  const { extractedData, checkDigits, failedCheckDigits, invalidFields } = reading.fields;
  const issues: string[] = [];
  const suggestions: string[] = [];

  if (failedCheckDigits.length > 0) {
    const words = failedCheckDigits.map((n) => CHECK_DIGIT_WORDS[n]).join(', ');
    issues.push(
      `Some characters we read do not add up (${words}), so part of the bottom lines may be misread. A person will check the page.`,
    );
    suggestions.push(RETAKE);
  }
  if (invalidFields.length > 0) {
    issues.push(`We could not read some details clearly: ${invalidFields.join(', ').toLowerCase()}.`);
    if (failedCheckDigits.length === 0) suggestions.push(RETAKE);
  }
  const notIndian = [extractedData.issuingState, extractedData.nationality].some((c) => c !== null && c !== 'IND');
  if (notIndian) {
    issues.push(
      'This does not look like an Indian passport. This service renews Indian passports only: upload the photo page of your Indian passport.',
    );
  } else if (extractedData.passportNumber && !/^[A-Z]\d{7}$/.test(extractedData.passportNumber)) {
    issues.push('The passport number we read does not look like an Indian one (one letter and seven digits).');
  }
  if ((reading.repairedDigits ?? 0) > 0) {
    issues.push(
      'A digit in the bottom lines was hard to read; the check digits show what it must be, and a person will confirm it.',
    );
  }
  const shakyName = isShakyName(reading);
  if (shakyName) {
    issues.push('The name line was hard to read, so a person will compare the name with the photo page.');
  }
  suggestions.push(
    'Names have no check digit: make sure the surname and given names we read match your application form exactly.',
  );
  if (failedCheckDigits.includes('expiryDate') || !extractedData.expiryDate) {
    suggestions.push('We could not confirm the expiry date: enter it as printed on the photo page.');
  }

  const isValid = failedCheckDigits.length === 0 && invalidFields.length === 0;
  // Names have no check digit: passes that disagree, or a shaky read, are reason enough for a person to look.
  // A digit put right by the check digits is confirmed, not read: a person still looks.
  const needsHumanReview = !isValid || shakyName || (reading.repairedDigits ?? 0) > 0;
  const score = Math.max(
    0,
    Math.min(
      100,
      Math.round(
        100 -
          20 * failedCheckDigits.length -
          10 * invalidFields.length -
          Math.min(15, 3 * reading.contestedNames) -
          (shakyName ? 5 : 0) -
          (notIndian ? 10 : 0),
      ),
    ),
  );
  const confidence =
    Math.round(
      Math.max(0, Math.min(1, (0.6 * reading.agreement + 0.4 * reading.ocrConfidence) * (isValid ? 1 : 0.6))) * 100,
    ) / 100;

  return {
    kind: 'passport',
    mrzFound: true,
    mrzLines: [...reading.lines],
    extractedData,
    checkDigits,
    failedCheckDigits,
    needsHumanReview,
    renewal,
    score,
    isValid,
    isCompliant: isValid,
    confidence,
    issues,
    suggestions,
  };
}
