import type { RenewalFormField } from '../schemas/renewal-form.ts';
import { RENEWAL_FORM_FIELDS } from '../schemas/renewal-form.ts';
import { toIsoDate } from './compare.ts';

type Text = string | null | undefined;

/** extractedData of a passport_application document (docs/product.md §6). */
export interface ExtractedApplicationData {
  applicantName?: Text;
  fatherName?: Text;
  motherName?: Text;
  dateOfBirth?: Text;
  placeOfBirth?: Text;
  currentAddress?: Text;
  permanentAddress?: Text;
  previousPassportNumber?: Text;
}

const FROM_EXTRACTED: Readonly<Record<keyof ExtractedApplicationData, RenewalFormField>> = {
  applicantName: 'fullName',
  fatherName: 'fatherName',
  motherName: 'motherName',
  dateOfBirth: 'dateOfBirth',
  placeOfBirth: 'placeOfBirth',
  currentAddress: 'currentAddress',
  permanentAddress: 'permanentAddress',
  previousPassportNumber: 'passportNumber',
};

export interface AutoFillResult {
  readonly values: Partial<Record<RenewalFormField, string>>;
  /** Fields given a value, for 'Auto-fill completed' (N fields populated). */
  readonly filled: RenewalFormField[];
}

/** Fills only the fields the extracted data provides; dates become YYYY-MM-DD when unambiguous. */
export function autoFillFromExtracted(data: ExtractedApplicationData | null | undefined): AutoFillResult {
  const values: Partial<Record<RenewalFormField, string>> = {};
  for (const [key, field] of Object.entries(FROM_EXTRACTED) as [keyof ExtractedApplicationData, RenewalFormField][]) {
    const raw = data?.[key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    values[field] = field === 'dateOfBirth' ? (toIsoDate(raw) ?? raw.trim()) : raw.trim();
  }
  return { values, filled: Object.keys(values) as RenewalFormField[] };
}

/** Auto-fill from the last completed application's saved details: every non-empty field is copied. */
export function autoFillFromDetails(
  details: Partial<Record<RenewalFormField, Text>> | null | undefined,
): AutoFillResult {
  const values: Partial<Record<RenewalFormField, string>> = {};
  for (const field of RENEWAL_FORM_FIELDS) {
    const v = details?.[field];
    if (typeof v === 'string' && v.trim() !== '') values[field] = v;
  }
  return { values, filled: Object.keys(values) as RenewalFormField[] };
}
