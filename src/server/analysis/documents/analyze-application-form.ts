import {
  ApplicationFormAnalysisSchema,
  type ApplicationFormAnalysis,
  type ApplicationFormExtractedData,
} from '#shared/schemas/document-analysis.ts';
import { fieldsFromAcroForm, fieldsFromText, type FormField } from './extract-application-form-fields.ts';
import { daysBetween } from './parse-dates.ts';
import { readDocumentText } from './read-document-text.ts';

const LABELS: Record<FormField, string> = {
  applicantName: "applicant's full name",
  fatherName: "father's name",
  motherName: "mother's name",
  dateOfBirth: 'date of birth',
  placeOfBirth: 'place of birth',
  currentAddress: 'current address abroad',
  permanentAddress: 'permanent address in India',
  previousPassportNumber: 'existing passport number',
};

/** Minimum lengths follow the renewal form's own rules (docs/product.md §8). */
const MIN_LENGTH: Partial<Record<FormField, number>> = {
  applicantName: 2,
  fatherName: 2,
  motherName: 2,
  placeOfBirth: 2,
  currentAddress: 10,
  permanentAddress: 10,
};

const INDIAN_PASSPORT_NUMBER = /^[A-Z][0-9]{7}$/;

/** Reads the filled passport application PDF: form fields first, then the text layer, then OCR. */
export async function analyzeApplicationForm(
  pdfBytes: Buffer,
  now: Date = new Date(),
): Promise<ApplicationFormAnalysis> {
  const doc = await readDocumentText(pdfBytes, 'application/pdf', { maxOcrPages: 3, withFields: true });
  let source: ApplicationFormAnalysis['source'] = doc.source;
  let data = fieldsFromAcroForm(doc.fields);
  const fromFields = countFound(data);
  if (fromFields >= 3) {
    source = 'form_fields';
    // Fill gaps from the printed text (e.g. a value typed into the page rather than a field).
    if (fromFields < 8 && doc.text) data = mergeMissing(data, fieldsFromText(doc.text));
  } else {
    data = mergeMissing(fieldsFromText(doc.text), data);
  }

  const issues: string[] = [];
  const suggestions: string[] = [];
  if (doc.hasJavaScript)
    issues.push('This PDF contains embedded scripts. They were not run; only the form contents were read.');
  if (doc.text.trim() === '' && countFound(data) === 0) {
    issues.push('This PDF appears to be blank: no form contents could be found.');
    suggestions.push('Upload the filled and printed passport application form as a PDF.');
  }

  let problems = 0;
  for (const field of Object.keys(LABELS) as FormField[]) {
    const value = data[field];
    if (!value) {
      problems++;
      issues.push(`The ${LABELS[field]} could not be found on the form.`);
      continue;
    }
    const min = MIN_LENGTH[field];
    if (min && value.length < min) {
      problems++;
      issues.push(`The ${LABELS[field]} looks incomplete ("${value}").`);
    }
  }
  if (data.previousPassportNumber && !INDIAN_PASSPORT_NUMBER.test(data.previousPassportNumber)) {
    problems++;
    issues.push(
      `The existing passport number "${data.previousPassportNumber}" is not in the usual form of one letter followed by seven digits.`,
    );
    suggestions.push('Copy the passport number exactly from the data page of your current passport.');
  }
  if (data.dateOfBirth) {
    const age = /^\d{4}-\d{2}-\d{2}$/.test(data.dateOfBirth) ? daysBetween(data.dateOfBirth, now) / 365.25 : NaN;
    if (!(age >= 0 && age < 120)) {
      problems++;
      issues.push(`The date of birth "${data.dateOfBirth}" could not be read as a valid date.`);
    }
  }
  const unprintable = Object.values(data).some((v) => v !== null && /[^\x20-\x7E]/.test(v));
  if (unprintable) {
    problems++;
    issues.push(
      'The form contains characters outside plain English letters and digits, which the passport system cannot print.',
    );
    suggestions.push('Fill the form again using only English letters (A-Z), digits and basic punctuation.');
  }
  if (problems > 0 && !suggestions.length)
    suggestions.push('Complete the missing details in the online form, print it again and upload the new PDF.');

  const found = countFound(data);
  const isValid = problems === 0;
  const score = Math.max(0, Math.min(100, Math.round((found / 8) * 100) - (problems - (8 - found)) * 10));
  const readingConfidence = source === 'form_fields' ? 1 : doc.readingConfidence;
  return ApplicationFormAnalysisSchema.parse({
    kind: 'passport_application',
    extractedData: data,
    source,
    confidence: Math.round(readingConfidence * (0.6 + 0.4 * (found / 8)) * 100) / 100,
    isValid,
    isCompliant: isValid,
    score: isValid ? score : Math.min(score, 75),
    issues,
    suggestions,
  });
}

function countFound(data: ApplicationFormExtractedData): number {
  return Object.values(data).filter((v) => v !== null && v !== '').length;
}

function mergeMissing(
  primary: ApplicationFormExtractedData,
  extra: ApplicationFormExtractedData,
): ApplicationFormExtractedData {
  const out = { ...primary };
  for (const key of Object.keys(out) as FormField[]) out[key] ??= extra[key];
  return out;
}
