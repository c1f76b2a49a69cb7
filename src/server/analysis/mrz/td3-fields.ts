/** Turns a normalised TD3 pair into the extracted fields and check-digit results, using `mrz`. */
import { parse } from 'mrz';
import type { CheckDigitName, PassportCheckDigits, PassportExtractedData } from '#shared/schemas/passport-analysis.ts';

export interface Td3Reading {
  extractedData: PassportExtractedData;
  checkDigits: PassportCheckDigits;
  failedCheckDigits: CheckDigitName[];
  /** Structural fields (codes, dates, sex) that were unreadable. */
  invalidFields: string[];
}

const CHECK_FIELDS: Record<CheckDigitName, string> = {
  passportNumber: 'documentNumberCheckDigit',
  dateOfBirth: 'birthDateCheckDigit',
  expiryDate: 'expirationDateCheckDigit',
  composite: 'compositeCheckDigit',
};

function isoFromYymmdd(yymmdd: string | null | undefined, century: (yy: number) => number): string | null {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const year = century(yy) + yy;
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

function sexCode(value: string | null | undefined): PassportExtractedData['sex'] {
  if (value === 'male') return 'M';
  if (value === 'female') return 'F';
  if (value === 'nonspecified') return 'X';
  return null;
}

const nullIfEmpty = (v: string | null | undefined): string | null => (v ? v : null);

export function readTd3Fields(lines: [string, string], now: Date): Td3Reading {
  const result = parse([...lines]);
  const details = new Map(result.details.map((d) => [d.field, d]));
  const fields = result.fields;
  const thisYear = now.getUTCFullYear() % 100;

  const checkDigits: PassportCheckDigits = {
    passportNumber: null,
    dateOfBirth: null,
    expiryDate: null,
    composite: null,
  };
  const failedCheckDigits: CheckDigitName[] = [];
  for (const [name, field] of Object.entries(CHECK_FIELDS) as [CheckDigitName, string][]) {
    const detail = details.get(field as never);
    const ok = detail ? detail.valid : false;
    checkDigits[name] = ok;
    if (!ok) failedCheckDigits.push(name);
  }

  const rawNumber = lines[1].slice(0, 9).replace(/<+$/, '');
  const extractedData: PassportExtractedData = {
    passportNumber: nullIfEmpty(fields.documentNumber) ?? (rawNumber || null),
    surname: nullIfEmpty(fields.lastName),
    givenNames: nullIfEmpty(fields.firstName),
    nationality: nullIfEmpty(fields.nationality),
    dateOfBirth: isoFromYymmdd(fields.birthDate, (yy) => (yy > thisYear ? 1900 : 2000)),
    sex: sexCode(fields.sex),
    expiryDate: isoFromYymmdd(fields.expirationDate, () => 2000),
    issuingState: nullIfEmpty(fields.issuingState),
  };

  const invalidFields = result.details
    .filter((d) => !d.valid && d.field && !Object.values(CHECK_FIELDS).includes(d.field))
    .map((d) => d.label);
  return { extractedData, checkDigits, failedCheckDigits, invalidFields };
}
