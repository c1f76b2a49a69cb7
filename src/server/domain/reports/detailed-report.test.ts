import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PHOTO_CHECK_NAMES, type PhotoAnalysis } from '#shared/schemas/photo-analysis.ts';
import type { AddressProofAnalysis, ApplicationFormAnalysis } from '#shared/schemas/document-analysis.ts';
import { documentRows, reportPdf, reportText, type ReportSection } from './detailed-report.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  await pdf.destroy();
  return parts.join('\n');
}

/** A verified photo on which glasses could not be checked: the case that used to read "Needs human review: Fail". */
const photo: PhotoAnalysis = {
  kind: 'photo',
  checks: Object.fromEntries(PHOTO_CHECK_NAMES.map((n) => [n, n !== 'noGlasses'])) as PhotoAnalysis['checks'],
  measurements: Object.fromEntries(
    PHOTO_CHECK_NAMES.map((n) => [
      n,
      n === 'noGlasses'
        ? {
            passed: false,
            status: 'unchecked',
            value: 'face sharpness 12',
            threshold: 'line between the eyes at most 8% darker',
            detail: 'The face is not sharp enough to tell whether glasses are worn.',
          }
        : { passed: true, status: 'passed', value: 'left/right uniformity 62%', threshold: 'at least 15%' },
    ]),
  ) as PhotoAnalysis['measurements'],
  score: 100,
  isValid: false,
  isCompliant: false,
  needsHumanReview: false,
  issues: [],
  suggestions: [],
  face: { box: { x: 0.2, y: 0.2, width: 0.6, height: 0.5 }, confidence: 1 },
  guide: {
    headTop: 0.08,
    chin: 0.88,
    centerX: 0.5,
    requiredHeadShare: { min: 0.8, max: 0.85 },
    crownBand: { top: 0.06, bottom: 0.08 },
    chinBand: { top: 0.88, bottom: 0.91 },
  },
  image: { width: 630, height: 810, format: 'jpeg' },
};

const address: AddressProofAnalysis = {
  kind: 'address_proof',
  documentType: 'bank_statement',
  extractedData: { name: 'ASHA RAO', address: '1 High Street, London', date: '2026-10-30', expiryDate: null },
  confidence: 1,
  isValid: true,
  isCompliant: true,
  score: 100,
  issues: [],
  suggestions: [],
  source: 'text_layer',
  pages: 2,
  ageDays: 27,
};

const form: ApplicationFormAnalysis = {
  kind: 'passport_application',
  extractedData: {
    applicantName: 'ASHA RAO',
    fatherName: null,
    motherName: null,
    dateOfBirth: '1990-04-03',
    placeOfBirth: 'Pune',
    currentAddress: null,
    permanentAddress: null,
    previousPassportNumber: null,
  },
  source: 'form_fields',
  confidence: 1,
  isValid: true,
  isCompliant: true,
  score: 100,
  issues: [],
  suggestions: [],
};

const doc = (name: string, status: string, analysis: unknown) => ({
  original_name: name,
  status,
  ai_analysis: JSON.stringify(analysis),
  verification_errors: '[]',
  manual_review_notes: null,
});

const report: { id: number; sections: ReportSection[] } = {
  id: 7,
  sections: [
    { title: 'Passport Photo', rows: documentRows(doc('me.jpg', 'verified', photo)) },
    { title: 'Address Proof', rows: documentRows(doc('bank.pdf', 'verified', address)) },
    { title: 'Filled Passport Application', rows: documentRows(doc('form.pdf', 'verified', form)) },
  ],
};
const NOW = new Date('2026-11-26T08:30:00.000Z');

/** What must never reach a reader: ISO timestamps and dates, internal enum values, raw confidence. */
function expectPlain(text: string) {
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/);
  expect(text).not.toMatch(/text_layer|form_fields|bank_statement|Confidence: 1|needsHumanReview|isValid/i);
  expect(text).not.toMatch(/Needs human review: Fail/);
  // A verified photo has no failure row.
  expect(text).not.toMatch(/\bFail\b/);
}

describe('detailed report in plain words', () => {
  it('the text report leads with sentences, puts the numbers on a second line and dates for people', () => {
    const text = reportText(report, NOW);
    expectPlain(text);
    expect(text).toContain('Generated 26 November 2026, 08:30 UTC');
    expect(text).toContain('Even lighting, no shadows: Pass: Your face is evenly lit.');
    expect(text).toContain(
      'No glasses: A person will check: We could not tell for sure whether you are wearing glasses.',
    );
    expect(text).toContain('    (How we measured: Measured: face sharpness 12. Required: line between the eyes');
    expect(text).toContain("Text read from the PDF's text; 100% sure of what was read");
    expect(text).toContain('Document type: Bank statement');
    expect(text).toContain('Date of birth: 3 April 1990');
    expect(text).toContain("Answers read from the PDF's form fields");
  });

  it('the PDF report says the same, with no internal word either', async () => {
    const text = await pdfText(await reportPdf(report, NOW));
    expectPlain(text);
    expect(text).toContain('Generated 26 November 2026, 08:30 UTC');
    expect(text).toContain('Your face is evenly lit.');
    expect(text).toContain('How we measured');
    expect(text).toContain('Bank statement');
  });
});
