import type { ApplicationFormExtractedData } from '#shared/schemas/document-analysis.ts';
import { findDates } from './parse-dates.ts';

export type FormField = keyof ApplicationFormExtractedData;

export const EMPTY_FORM_DATA: ApplicationFormExtractedData = {
  applicantName: null,
  fatherName: null,
  motherName: null,
  dateOfBirth: null,
  placeOfBirth: null,
  currentAddress: null,
  permanentAddress: null,
  previousPassportNumber: null,
};

/**
 * Which form field a label or AcroForm field name refers to. Order matters: "father's name" and
 * "place of birth" must be tested before the generic name and date rules.
 */
const FIELD_RULES: [FormField, RegExp][] = [
  ['fatherName', /father|fathersname|\bfname\b/],
  ['motherName', /mother|mothersname|\bmname\b/],
  ['placeOfBirth', /place\s*of\s*birth|birth\s*place|\bpob\b|placeofbirth|birthplace/],
  ['dateOfBirth', /date\s*of\s*birth|birth\s*date|\bdob\b|dateofbirth|birthdate/],
  ['permanentAddress', /permanent|address\s*in\s*india|indian\s*address|native\s*address/],
  [
    'currentAddress',
    /(present|current|residential|abroad|overseas|local|mailing)\s*(residential\s*)?address|address\s*(abroad|present|current)|presentaddress|currentaddress|^address$/,
  ],
  [
    'previousPassportNumber',
    /(old|previous|existing|current|last)?\s*passport\s*(no|number|num)\b|passportno|passportnumber|passport\s*#/,
  ],
  ['applicantName', /applicant|full\s*name|given\s*name|^name(\s*of\s*applicant)?$|^surname|applicantname|fullname/],
];

export function matchFormField(label: string): FormField | null {
  const norm = label
    .toLowerCase()
    .replace(/\[\d+\]/g, '')
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/['’]/g, '')
    .replace(/\(.*?\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/spouse|guardian|signature|emergency|contact|phone|email|declar/.test(norm)) return null;
  for (const [field, pattern] of FIELD_RULES)
    if (pattern.test(norm) || pattern.test(norm.replace(/\s+/g, ''))) return field;
  return null;
}

/** AcroForm values: field names are matched loosely (prefixes, case and separators ignored). */
export function fieldsFromAcroForm(values: Record<string, string>): ApplicationFormExtractedData {
  const data = { ...EMPTY_FORM_DATA };
  const given: string[] = [];
  for (const [fullName, value] of Object.entries(values)) {
    const shortName = fullName.split('.').at(-1) ?? fullName;
    const spaced = shortName.replace(/([a-z])([A-Z])/g, '$1 $2');
    const field = matchFormField(spaced);
    if (!field || !value.trim()) continue;
    if (field === 'applicantName' && /given|first|surname|last/i.test(spaced) && !/and|full/i.test(spaced)) {
      given.push(value.trim());
      continue;
    }
    data[field] ??= value.trim();
  }
  if (!data.applicantName && given.length) data.applicantName = given.join(' ');
  return normaliseFormData(data);
}

/** Printed or OCR'd form: "Label: value" lines; address values may continue on the next lines. */
export function fieldsFromText(text: string): ApplicationFormExtractedData {
  const data = { ...EMPTY_FORM_DATA };
  const lines = text.split('\n').map((l) => l.replace(/[|]/g, ' ').trim());
  let open: FormField | null = null;
  const emptyLabels: FormField[] = [];
  const orphans: string[] = [];
  for (const line of lines) {
    if (!line) {
      open = null;
      continue;
    }
    const split = splitLabel(line);
    const field = split ? matchFormField(split.label) : null;
    if (split && field) {
      open = null;
      if (data[field] === null && split.value) data[field] = split.value;
      else if (!split.value && !emptyLabels.includes(field)) emptyLabels.push(field);
      if (field === 'currentAddress' || field === 'permanentAddress') open = field;
      continue;
    }
    if (split) {
      open = null;
      continue;
    }
    if (open && data[open] && line.length < 80) data[open] = `${data[open]}, ${line}`;
    else if (emptyLabels.length && !/declare|signature|signed/i.test(line)) orphans.push(line);
  }
  // OCR may read a two-column form as all the labels, then all the values, in the same order.
  const unfilled = emptyLabels.filter((f) => data[f] === null);
  if (unfilled.length > 0 && orphans.length === unfilled.length) {
    unfilled.forEach((field, i) => (data[field] = orphans[i]!));
  }
  return normaliseFormData(data);
}

function splitLabel(line: string): { label: string; value: string } | null {
  const colon = line.match(/^([^:]{2,70}?)\s*:\s*(.*)$/);
  if (colon) return { label: colon[1]!, value: colon[2]!.trim() };
  const gap = line.split(/\s{3,}/);
  if (gap.length >= 2) return { label: gap[0]!, value: gap.slice(1).join(' ').trim() };
  return null;
}

function normaliseFormData(data: ApplicationFormExtractedData): ApplicationFormExtractedData {
  const out = { ...data };
  for (const key of Object.keys(out) as FormField[]) {
    const v = out[key];
    out[key] = v
      ? v
          .replace(/\s+/g, ' ')
          .replace(/[\s,;]+$/, '')
          .trim() || null
      : null;
  }
  if (out.dateOfBirth) {
    // Indian forms write dates day-first.
    out.dateOfBirth = findDates(out.dateOfBirth, 'DMY')[0]?.iso ?? out.dateOfBirth;
  }
  if (out.previousPassportNumber) {
    out.previousPassportNumber = out.previousPassportNumber.replace(/\s+/g, '').toUpperCase();
  }
  return out;
}
