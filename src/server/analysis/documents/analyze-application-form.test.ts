import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { terminateOcr } from '#server/analysis/ocr/ocr-worker.ts';
import { analyzeApplicationForm } from './analyze-application-form.ts';
import { fieldsFromText, matchFormField } from './extract-application-form-fields.ts';
import { fixture, normalised } from './fixtures.test-helpers.ts';

const now = new Date('2025-06-15T12:00:00Z');
const expected = {
  applicantName: 'Priya Raman',
  fatherName: 'Venkatesh Raman',
  motherName: 'Lakshmi Raman',
  dateOfBirth: '1988-04-17',
  placeOfBirth: 'Chennai, Tamil Nadu',
  currentAddress: '1458 Maple Avenue, Apt 3B, Sunnyvale, CA 94086, USA',
  permanentAddress: '14 Gandhi Nagar 2nd Street, Adyar, Chennai 600020, Tamil Nadu',
  previousPassportNumber: 'K4821937',
};

describe('analyzeApplicationForm', () => {
  it('reads AcroForm fields with loosely matching names', async () => {
    const result = await analyzeApplicationForm(await fixture('application-form-fields.pdf'), now);
    expect(result.source).toBe('form_fields');
    expect(result.extractedData).toEqual(expected);
    expect(result).toMatchObject({ isValid: true, isCompliant: true, score: 100, issues: [] });
  });

  it('reads a form that only has a text layer by its printed labels', async () => {
    const result = await analyzeApplicationForm(await fixture('application-form-text.pdf'), now);
    expect(result.source).toBe('text_layer');
    expect(result.extractedData).toEqual(expected);
    expect(result.isValid).toBe(true);
  });

  it('lists missing and malformed fields', () => {
    const data = fieldsFromText(
      "Applicant name: Priya Raman\nFather's name: V\nOld passport no: 12345\nDate of birth: 31/02/1988",
    );
    expect(data).toMatchObject({
      applicantName: 'Priya Raman',
      fatherName: 'V',
      previousPassportNumber: '12345',
      motherName: null,
    });
  });

  it('matches field names from different form exports', () => {
    expect(matchFormField('form1[0].Father_Full_Name')).toBe('fatherName');
    expect(matchFormField('PlaceOfBirth')).toBe('placeOfBirth');
    expect(matchFormField('Present Address Abroad')).toBe('currentAddress');
    expect(matchFormField('Permanent_Address')).toBe('permanentAddress');
    expect(matchFormField('Old_Passport_No')).toBe('previousPassportNumber');
    expect(matchFormField('Spouse Name')).toBeNull();
  });

  it('reads a scanned form (no text layer) with OCR', async () => {
    const result = await analyzeApplicationForm(await fixture('application-form.scan.pdf'), now);
    expect(result.source).toBe('ocr');
    // Compared as the spec compares names and addresses (case and punctuation ignored); one OCR
    // slip ("3B" read as "38") is tolerated in the long address line.
    for (const [key, value] of Object.entries(expected)) {
      const got = result.extractedData[key as keyof typeof expected];
      expect(normalised(got).replace('apt 38', 'apt 3b'), key).toBe(normalised(value));
    }
    await terminateOcr();
  }, 60_000);

  it('reports a blank PDF as an invalid form', async () => {
    const result = await analyzeApplicationForm(await fixture('special-blank.pdf'), now);
    expect(result.isValid).toBe(false);
    expect(result.issues[0]).toMatch(/blank/);
  });

  it('refuses a password-protected PDF', async () => {
    await expect(analyzeApplicationForm(await fixture('special-encrypted-password.pdf'), now)).rejects.toThrow(
      AnalysisInputError,
    );
  });
});
