import type { RenewalFormField } from '../schemas/renewal-form.ts';
import { RENEWAL_FORM_LABELS } from '../schemas/renewal-form.ts';

/**
 * Comparing the form with data extracted from documents (docs/product.md §8): case-insensitive, punctuation
 * stripped, whitespace collapsed, match if either contains the other. Names also match when they hold the
 * same words in another order (passports print SURNAME GIVEN NAMES).
 */

export type FieldComparison = 'match' | 'mismatch' | 'unknown';

/** 'O'Brien,  Flat-4' -> 'obrien flat 4'. Accents are dropped so 'José' equals 'Jose'. */
export function normalizeForCompare(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function compareField(
  formValue: string | null | undefined,
  extractedValue: string | null | undefined,
): FieldComparison {
  const a = normalizeForCompare(formValue);
  const b = normalizeForCompare(extractedValue);
  if (a === '' || b === '') return 'unknown';
  return a.includes(b) || b.includes(a) ? 'match' : 'mismatch';
}

export function compareNames(a: string | null | undefined, b: string | null | undefined): FieldComparison {
  const plain = compareField(a, b);
  if (plain !== 'mismatch') return plain;
  const words = (s: string | null | undefined) => normalizeForCompare(s).split(' ').sort().join(' ');
  return words(a) === words(b) ? 'match' : 'mismatch';
}

export function normalizePassportNumber(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function comparePassportNumbers(a: string | null | undefined, b: string | null | undefined): FieldComparison {
  const x = normalizePassportNumber(a);
  const y = normalizePassportNumber(b);
  if (x === '' || y === '') return 'unknown';
  return x === y ? 'match' : 'mismatch';
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Every calendar date a written date can mean, as YYYY-MM-DD. '03/04/1990' gives both 3 April and
 * 4 March (Indian documents write day first, US documents month first). MRZ 'YYMMDD' is read as the most
 * recent year not in the future relative to `currentYear`.
 */
export function dateCandidates(value: string | null | undefined, currentYear = new Date().getUTCFullYear()): string[] {
  const s = (value ?? '').trim().toLowerCase();
  if (s === '') return [];
  const out = new Set<string>();
  const add = (d: string | null) => d && out.add(d);
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:t.*)?$/.exec(s))) {
    add(iso(+m[1]!, +m[2]!, +m[3]!));
  } else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s))) {
    add(iso(+m[3]!, +m[2]!, +m[1]!));
    add(iso(+m[3]!, +m[1]!, +m[2]!));
  } else if ((m = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?,?[\s-]+(\d{4})$/.exec(s))) {
    const mo = MONTHS.indexOf(m[2]!);
    if (mo >= 0) add(iso(+m[3]!, mo + 1, +m[1]!));
  } else if ((m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s))) {
    const mo = MONTHS.indexOf(m[1]!);
    if (mo >= 0) add(iso(+m[3]!, mo + 1, +m[2]!));
  } else if ((m = /^(\d{2})(\d{2})(\d{2})$/.exec(s))) {
    const yy = +m[1]!;
    const century = 2000 + yy > currentYear ? 1900 : 2000;
    add(iso(century + yy, +m[2]!, +m[3]!));
  }
  return [...out];
}

/** The date when a written date has exactly one reading, else null. */
export function toIsoDate(value: string | null | undefined): string | null {
  const c = dateCandidates(value);
  return c.length === 1 ? c[0]! : null;
}

export function compareDates(a: string | null | undefined, b: string | null | undefined): FieldComparison {
  const x = dateCandidates(a);
  const y = dateCandidates(b);
  if (x.length === 0 || y.length === 0) return 'unknown';
  return x.some((d) => y.includes(d)) ? 'match' : 'mismatch';
}

/** The address line under the current-address field. */
export function addressMatchStatus(
  formAddress: string | null | undefined,
  documentAddress: string | null | undefined,
): 'Matches document' | 'Different from document' | null {
  const r = compareField(formAddress, documentAddress);
  return r === 'match' ? 'Matches document' : r === 'mismatch' ? 'Different from document' : null;
}

// ---------------------------------------------------------------------------------------------------------
// Cross-check

type Text = string | null | undefined;

export interface CrossCheckInput {
  readonly form: Partial<Record<RenewalFormField, Text>>;
  /** From the current passport's data page; give name, or surname and givenNames. */
  readonly passport?: {
    name?: Text;
    surname?: Text;
    givenNames?: Text;
    dateOfBirth?: Text;
    passportNumber?: Text;
  } | null;
  readonly addressProof?: { name?: Text; address?: Text; passportNumber?: Text } | null;
  readonly applicationForm?: {
    applicantName?: Text;
    fatherName?: Text;
    motherName?: Text;
    dateOfBirth?: Text;
    placeOfBirth?: Text;
    currentAddress?: Text;
    permanentAddress?: Text;
    previousPassportNumber?: Text;
  } | null;
}

export type CrossCheckSource = 'form' | 'passport' | 'addressProof' | 'applicationForm';

export const CROSS_CHECK_SOURCE_LABELS: Readonly<Record<CrossCheckSource, string>> = {
  form: 'the form',
  passport: 'your current passport',
  addressProof: 'your address proof',
  applicationForm: 'the filled application form',
};

export interface CrossCheckWarning {
  readonly field: RenewalFormField;
  /** [reference, differing source]: the form when it holds a value, else the first document that does. */
  readonly sources: [CrossCheckSource, CrossCheckSource];
  readonly values: [string, string];
  readonly message: string;
}

type Kind = 'name' | 'date' | 'passportNumber' | 'text';
const COMPARERS: Record<Kind, (a: Text, b: Text) => FieldComparison> = {
  name: compareNames,
  date: compareDates,
  passportNumber: comparePassportNumbers,
  text: compareField,
};

const FIELD_KINDS: readonly [RenewalFormField, Kind][] = [
  ['fullName', 'name'],
  ['fatherName', 'name'],
  ['motherName', 'name'],
  ['dateOfBirth', 'date'],
  ['placeOfBirth', 'text'],
  ['passportNumber', 'passportNumber'],
  ['currentAddress', 'text'],
  ['permanentAddress', 'text'],
];

function join(...parts: Text[]): string | undefined {
  const s = parts
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return s === '' ? undefined : s;
}

function valuesFor(input: CrossCheckInput, field: RenewalFormField): [CrossCheckSource, Text][] {
  const { passport: p, addressProof: a, applicationForm: f } = input;
  const out: [CrossCheckSource, Text][] = [['form', input.form[field]]];
  switch (field) {
    case 'fullName':
      out.push(
        ['passport', p?.name ?? join(p?.givenNames, p?.surname)],
        ['addressProof', a?.name],
        ['applicationForm', f?.applicantName],
      );
      break;
    case 'fatherName':
      out.push(['applicationForm', f?.fatherName]);
      break;
    case 'motherName':
      out.push(['applicationForm', f?.motherName]);
      break;
    case 'dateOfBirth':
      out.push(['passport', p?.dateOfBirth], ['applicationForm', f?.dateOfBirth]);
      break;
    case 'placeOfBirth':
      out.push(['applicationForm', f?.placeOfBirth]);
      break;
    case 'passportNumber':
      out.push(
        ['passport', p?.passportNumber],
        ['addressProof', a?.passportNumber],
        ['applicationForm', f?.previousPassportNumber],
      );
      break;
    case 'currentAddress':
      out.push(['addressProof', a?.address], ['applicationForm', f?.currentAddress]);
      break;
    case 'permanentAddress':
      out.push(['applicationForm', f?.permanentAddress]);
      break;
    default:
      break;
  }
  return out;
}

/**
 * Differences between the form and the documents, field by field. The form is the reference; when a form
 * field is empty the first document holding a value is, so documents are still checked against each other.
 */
export function crossCheck(input: CrossCheckInput): CrossCheckWarning[] {
  const warnings: CrossCheckWarning[] = [];
  for (const [field, kind] of FIELD_KINDS) {
    const present = valuesFor(input, field).filter(
      (v): v is [CrossCheckSource, string] => typeof v[1] === 'string' && v[1].trim() !== '',
    );
    const [ref, ...others] = present;
    if (!ref) continue;
    for (const other of others) {
      if (COMPARERS[kind](ref[1], other[1]) !== 'mismatch') continue;
      const label = RENEWAL_FORM_LABELS[field];
      warnings.push({
        field,
        sources: [ref[0], other[0]],
        values: [ref[1].trim(), other[1].trim()],
        message: `${label} differs: ${CROSS_CHECK_SOURCE_LABELS[ref[0]]} says "${ref[1].trim()}" but ${CROSS_CHECK_SOURCE_LABELS[other[0]]} says "${other[1].trim()}".`,
      });
    }
  }
  return warnings;
}
