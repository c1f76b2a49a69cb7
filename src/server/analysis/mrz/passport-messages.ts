/** Turns an MRZ reading into the user-facing PassportAnalysis: score, review flag, issues, suggestions. */
import type { CheckDigitName, PassportAnalysis, PassportRenewal } from '#shared/schemas/passport-analysis.ts';
import type { OtherDocumentKind } from './mrz-text.ts';
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

/**
 * Whether a person compares the name with the page. Names have no check digit, so a name is taken as read
 * only when the passes agree and are confident, or when it is certain in another way: at least two passes
 * (different renderings) read the line identically and the LSTM engine, whose errors differ from the
 * legacy engine's, reads every name letter the same (nameConfirmed). Passes split half and half are never
 * cleared; a minority dissent or a low confidence is cleared by that confirmation.
 */
export function isShakyName(
  reading: Pick<MrzReading, 'contestedNames' | 'nameConfidence'> &
    Partial<Pick<MrzReading, 'disputedNames' | 'nameReadings' | 'nameConfirmed'>>,
): boolean {
  if (reading.contestedNames > 0) return true;
  const doubt = (reading.disputedNames ?? 0) > 0 || reading.nameConfidence < NAME_CONFIDENCE_FOR_REVIEW;
  if (!doubt) return false;
  return !(reading.nameConfirmed === true && (reading.nameReadings ?? 0) >= 2);
}

const NOT_PASSPORT_ISSUES: Record<OtherDocumentKind, string> = {
  visa: "This looks like a visa, not a passport's photo page. Upload the photo page of your current passport.",
  id_card:
    "This looks like an ID or residence card, not a passport's photo page. Upload the photo page of your current passport.",
};

/** The MRZ of a visa or an ID card: refused with a clear word, nothing read as passport details. */
export function describeNotPassport(kind: OtherDocumentKind): PassportAnalysis {
  return {
    ...describeNoMrz(),
    notPassport: kind,
    issues: [NOT_PASSPORT_ISSUES[kind]],
    suggestions: [
      'The photo page is the one with your photo and two lines of characters at the bottom, starting with P<.',
    ],
  };
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
  const numberInDoubt = (reading.numberAlternatives?.length ?? 0) > 0;
  if (numberInDoubt) {
    issues.push(
      `Some characters of the passport number look alike (the letter O and the digit 0, say), and ${reading.numberAlternatives!.slice(0, 2).join(' or ')} would add up too. A person will check the number on the photo page.`,
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
  // A passport number the check digits cannot tell from a look-alike one is not taken as read either.
  const needsHumanReview = !isValid || shakyName || (reading.repairedDigits ?? 0) > 0 || numberInDoubt;
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
          (numberInDoubt ? 5 : 0) -
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
