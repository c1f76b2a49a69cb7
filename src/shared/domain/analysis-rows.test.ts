import { describe, expect, it } from 'vitest';
import type { AddressProofAnalysis, ApplicationFormAnalysis } from '../schemas/document-analysis.ts';
import type { PassportAnalysis } from '../schemas/passport-analysis.ts';
import {
  PHOTO_CHECK_NAMES,
  PHOTO_CHECK_STATUSES,
  type PhotoAnalysis,
  type PhotoCheckStatus,
  type PhotoMeasurement,
} from '../schemas/photo-analysis.ts';
import { analysisRows, rowText, type AnalysisRow } from './analysis-rows.ts';
import { humanDate, humanDateTime, PHOTO_CHECK_WORDS, photoCheckWords } from './plain-words.ts';

/** Words of the machinery that must never reach a user. */
const INTERNAL = /text_layer|form_fields|Confidence: 1|\bundefined\b|\bnull\b|\btrue\b|\bfalse\b|\d{4}-\d{2}-\d{2}T|_/;

const measurement = (status: PhotoCheckStatus, extra: Partial<PhotoMeasurement> = {}): PhotoMeasurement => ({
  passed: status === 'passed',
  status,
  value: 'line 4% darker',
  threshold: 'at most 8%',
  ...extra,
});

function photo(status: (name: string) => PhotoCheckStatus, extra: Partial<PhotoAnalysis> = {}): PhotoAnalysis {
  const measurements = Object.fromEntries(
    PHOTO_CHECK_NAMES.map((n) => [n, measurement(status(n))]),
  ) as PhotoAnalysis['measurements'];
  const checks = Object.fromEntries(
    PHOTO_CHECK_NAMES.map((n) => [n, status(n) === 'passed']),
  ) as PhotoAnalysis['checks'];
  const valid = PHOTO_CHECK_NAMES.every((n) => status(n) === 'passed');
  return {
    kind: 'photo',
    checks,
    measurements,
    score: valid ? 100 : 80,
    isValid: valid,
    isCompliant: valid,
    needsHumanReview: !valid && !PHOTO_CHECK_NAMES.some((n) => status(n) === 'failed'),
    issues: [],
    suggestions: [],
    face: null,
    guide: {
      headTop: null,
      chin: null,
      centerX: null,
      requiredHeadShare: { min: 0.8, max: 0.85 },
      crownBand: { top: 0.05, bottom: 0.08 },
      chinBand: { top: 0.85, bottom: 0.9 },
    },
    image: { width: 630, height: 810, format: 'jpeg' },
    ...extra,
  };
}

const text = (rows: AnalysisRow[]) =>
  rows
    .map((r) => {
      const t = rowText(r);
      return `${r.label}: ${t.main}\n${t.secondary ?? ''}`;
    })
    .join('\n');

describe('plain words for every photo check', () => {
  it.each(PHOTO_CHECK_NAMES.flatMap((name) => PHOTO_CHECK_STATUSES.map((status) => [name, status] as const)))(
    '%s has a plain sentence when %s',
    (name, status) => {
      const words = PHOTO_CHECK_WORDS[name][status];
      expect(words.summary).toMatch(/^[A-Z].{10,}\.$/);
      // A sentence, not a measurement: no numbers, no units, no internal names.
      expect(words.summary).not.toMatch(/\d|%|px|luminance|gradient|stops|sharpness \d/i);
      expect(words.summary).not.toContain(name);
      // Whatever is not a pass says what to do.
      if (status === 'passed') expect(words.advice).toBeUndefined();
      else expect(words.advice).toMatch(/^[A-Z].{10,}\.$/);
      // Analyses stored before the sentences existed read them from the table.
      expect(photoCheckWords(name, measurement(status))).toEqual(words);
    },
  );

  it('prefers the sentence the analysis stored (the exact problem it found)', () => {
    const m = measurement('failed', {
      summary: 'You seem to be wearing tinted glasses or sunglasses.',
      advice: 'Take them off.',
    });
    expect(photoCheckWords('noGlasses', m)).toEqual({
      summary: 'You seem to be wearing tinted glasses or sunglasses.',
      advice: 'Take them off.',
    });
  });
});

describe('analysisRows', () => {
  it('leads each photo check with its sentence; the numbers are behind "How we measured"', () => {
    const rows = analysisRows(photo((n) => (n === 'noGlasses' ? 'failed' : 'passed')));
    const glasses = rows.find((r) => r.key === 'photo.noGlasses')!;
    expect(glasses).toMatchObject({
      label: 'No glasses',
      tone: 'failed',
      statusLabel: 'Fail',
      summary: 'We can see glasses.',
      advice: expect.stringMatching(/Take your glasses off/),
      measured: 'Measured: line 4% darker. Required: at most 8%',
    });
    expect(rows.find((r) => r.key === 'photo.properLighting')).toMatchObject({
      tone: 'passed',
      statusLabel: 'Pass',
      summary: 'Your face is evenly lit.',
    });
    expect(rows[0]).toMatchObject({ key: 'photo.overall', tone: 'failed' });
    expect(rowText(glasses)).toEqual({
      main: 'Fail: We can see glasses. Take your glasses off and take a new photo; glasses are not allowed, even with clear lenses.',
      secondary: 'How we measured: Measured: line 4% darker. Required: at most 8%',
    });
  });

  it('shows "could not check" neutrally, never as a failure, and has no "Needs human review" row', () => {
    const rows = analysisRows(photo((n) => (n === 'noGlasses' ? 'unchecked' : 'passed')));
    expect(rows.filter((r) => r.tone === 'failed')).toEqual([]);
    expect(rows.find((r) => r.key === 'photo.noGlasses')).toMatchObject({
      tone: 'review',
      statusLabel: 'A person will check',
    });
    expect(text(rows)).not.toMatch(/Needs human review|Fail/);
  });

  it('never shows a failure on a photo a reviewer verified', () => {
    const rows = analysisRows(
      photo((n) => (n === 'neutralExpression' ? 'failed' : 'passed')),
      {
        status: 'verified',
      },
    );
    expect(rows.some((r) => r.tone === 'failed')).toBe(false);
    expect(text(rows)).not.toMatch(/\bFail\b/);
    expect(rows[0]).toMatchObject({ tone: 'passed', summary: 'Your photo meets the passport photo requirements.' });
    expect(rows.find((r) => r.key === 'photo.neutralExpression')).toMatchObject({
      statusLabel: 'Accepted after review',
    });
  });

  it('says where an address proof was read from in words, confidence as a percent, dates for people', () => {
    const address: AddressProofAnalysis = {
      kind: 'address_proof',
      documentType: 'utility_bill',
      extractedData: { name: 'ASHA RAO', address: '1 High St, London', date: '2026-11-02', expiryDate: null },
      confidence: 1,
      isValid: true,
      isCompliant: true,
      score: 100,
      issues: [],
      suggestions: [],
      source: 'text_layer',
      pages: 1,
      ageDays: 24,
    };
    const rows = analysisRows(address);
    const all = text(rows);
    expect(all).toContain("Text read from the PDF's text; 100% sure of what was read");
    expect(all).toContain('Document type: Utility bill');
    expect(all).toContain('Document date: 2 November 2026');
    expect(all).not.toMatch(INTERNAL);
    expect(analysisRows(address, { formatDate: () => 'LOCAL' }).find((r) => r.key === 'address.date')?.summary).toBe(
      'LOCAL',
    );
  });

  it('gives a refused document its issues and suggestions as the sentence and what to do', () => {
    const form: ApplicationFormAnalysis = {
      kind: 'passport_application',
      extractedData: {
        applicantName: null,
        fatherName: null,
        motherName: null,
        dateOfBirth: null,
        placeOfBirth: null,
        currentAddress: null,
        permanentAddress: null,
        previousPassportNumber: null,
      },
      source: 'ocr',
      confidence: 0.42,
      isValid: false,
      isCompliant: false,
      score: 10,
      issues: ['No answers could be read from this form.'],
      suggestions: ['Upload the filled PDF itself, not a photo of it.'],
    };
    const [verdict] = analysisRows(form);
    expect(verdict).toMatchObject({
      tone: 'failed',
      summary: 'No answers could be read from this form.',
      advice: 'Upload the filled PDF itself, not a photo of it.',
      measured: 'Answers read by OCR (text recognition on the image of the page); 42% sure of what was read',
    });
  });

  it("reads a passport's result without enum values or ISO dates", () => {
    const passport: PassportAnalysis = {
      kind: 'passport',
      mrzFound: true,
      mrzLines: [],
      extractedData: {
        passportNumber: 'Z1234567',
        surname: 'RAO',
        givenNames: 'ASHA',
        nationality: 'IND',
        dateOfBirth: '1990-04-03',
        sex: 'F',
        expiryDate: '2027-01-05',
        issuingState: 'IND',
      },
      checkDigits: { passportNumber: true, dateOfBirth: true, expiryDate: true, composite: false },
      failedCheckDigits: ['composite'],
      needsHumanReview: true,
      renewal: { status: 'expiring_within_year', daysToExpiry: 40, message: 'Your passport expires on 5 Jan 2027.' },
      score: 80,
      isValid: false,
      isCompliant: false,
      confidence: 1,
      issues: [],
      suggestions: [],
    };
    const rows = analysisRows(passport);
    const all = text(rows);
    expect(all).toContain('Date of birth: 3 April 1990');
    expect(all).toContain('Sex: Female');
    expect(all).toContain('Expiring soon: Your passport expires on 5 Jan 2027.');
    expect(rows.find((r) => r.key === 'passport.checkDigits')).toMatchObject({ tone: 'review' });
    expect(all).not.toMatch(INTERNAL);
    expect(all).not.toMatch(/expiring_within_year|composite/);
  });

  it('has no rows for a missing or unknown analysis', () => {
    expect(analysisRows(null)).toEqual([]);
    expect(analysisRows('text')).toEqual([]);
    expect(analysisRows({ kind: 'photo', score: 'x' })).toEqual([]);
  });
});

describe('dates for server-written text', () => {
  it('writes days and moments as people do', () => {
    expect(humanDate('2026-11-26')).toBe('26 November 2026');
    expect(humanDate('2026-11-26T23:30:00.000Z')).toBe('26 November 2026');
    expect(humanDateTime(new Date('2026-11-26T08:05:00Z'))).toBe('26 November 2026, 08:05 UTC');
    expect(humanDate('not a date')).toBe('not a date');
    // Ambiguous forms are left as written rather than guessed.
    expect(humanDate('03/04/1990')).toBe('03/04/1990');
  });
});
