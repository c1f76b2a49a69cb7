/**
 * ICAO 9303 TD3 (passport) machine-readable zone: layout, check digits and composition.
 * Pure functions, shared by the reader and the fixture builder.
 */

export const TD3_LINE_LENGTH = 44;

/** Character ranges of the second line, [start, end) */
export const TD3_LINE2 = {
  documentNumber: [0, 9],
  documentNumberCheck: 9,
  nationality: [10, 13],
  birthDate: [13, 19],
  birthDateCheck: 19,
  sex: 20,
  expiryDate: [21, 27],
  expiryDateCheck: 27,
  personalNumber: [28, 42],
  personalNumberCheck: 42,
  compositeCheck: 43,
} as const;

const WEIGHTS = [7, 3, 1] as const;

function charValue(char: string): number {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  throw new RangeError(`Not an MRZ character: ${JSON.stringify(char)}`);
}

/** ICAO 9303 check digit (weights 7, 3, 1 repeating; '<' counts as 0, A=10 ... Z=35). */
export function mrzCheckDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field[i] as string) * (WEIGHTS[i % 3] as number);
  }
  return String(sum % 10);
}

/** The characters the composite check digit covers on line 2. */
export function compositeSource(line2: string): string {
  return line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);
}

export interface Td3Input {
  issuingState: string;
  surname: string;
  givenNames: string;
  passportNumber: string;
  nationality: string;
  /** YYMMDD */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD */
  expiryDate: string;
  personalNumber?: string;
}

/** Names to MRZ form: upper case, spaces and hyphens as '<', other punctuation dropped. */
export function mrzName(name: string): string {
  return name
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '<')
    .replace(/[^A-Z<]/g, '');
}

function field(value: string, length: number): string {
  return value.padEnd(length, '<').slice(0, length);
}

export function composeTd3(input: Td3Input): [string, string] {
  const names = `${mrzName(input.surname)}<<${mrzName(input.givenNames)}`;
  const line1 = field(`P<${input.issuingState}${names}`, TD3_LINE_LENGTH);
  const docNumber = field(input.passportNumber, 9);
  const personal = field(input.personalNumber ?? '', 14);
  const personalCheck = /^<+$/.test(personal) ? '<' : mrzCheckDigit(personal);
  const partial =
    docNumber +
    mrzCheckDigit(docNumber) +
    input.nationality +
    input.birthDate +
    mrzCheckDigit(input.birthDate) +
    input.sex +
    input.expiryDate +
    mrzCheckDigit(input.expiryDate) +
    personal +
    personalCheck;
  const line2 = partial + mrzCheckDigit(compositeSource(partial));
  return [line1, line2];
}
