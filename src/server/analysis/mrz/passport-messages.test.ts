import { describe, expect, it } from 'vitest';
import { describeNoMrz, describeNotPassport, describeReading, isShakyName } from './passport-messages.ts';
import type { MrzReading } from './read-mrz.ts';
import { readTd3Fields } from './td3-fields.ts';
import { composeTd3 } from './td3.ts';

const NOW = new Date('2025-11-01T10:00:00Z');
const LINES: [string, string] = [
  'P<INDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<<',
  'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2',
];

function reading(overrides: Partial<MrzReading> = {}, lines = LINES): MrzReading {
  return {
    lines,
    fields: readTd3Fields(lines, NOW),
    agreement: 1,
    ocrConfidence: 0.85,
    contestedNames: 0,
    nameConfidence: 0.85,
    disputedNames: 0,
    nameReadings: 2,
    passes: 2,
    ...overrides,
  };
}

describe('describeReading', () => {
  it('passes a clean, confident read', () => {
    const result = describeReading(reading(), null);
    expect(result).toMatchObject({ isValid: true, isCompliant: true, needsHumanReview: false, score: 100 });
    expect(result.extractedData).toMatchObject({ surname: 'SHARMA', givenNames: 'ANITA KUMARI', sex: 'F' });
    expect(result.extractedData.dateOfBirth).toBe('1985-03-12');
  });

  it('sends a shaky name read for review even when every check digit passes', () => {
    const lowConfidence = describeReading(reading({ nameConfidence: 0.7 }), null);
    expect(lowConfidence.isValid).toBe(true);
    expect(lowConfidence.needsHumanReview).toBe(true);
    expect(lowConfidence.issues.join(' ')).toMatch(/name line was hard to read/);
    expect(describeReading(reading({ contestedNames: 1 }), null).needsHumanReview).toBe(true);
  });

  it('sends a read whose digit was put right by the check digits for review', () => {
    const repaired = describeReading(reading({ repairedDigits: 1 }), null);
    expect(repaired.isValid).toBe(true);
    expect(repaired.needsHumanReview).toBe(true);
    expect(repaired.issues.join(' ')).toMatch(/check digits show what it must be/);
  });

  it('says so when the passport is not Indian', () => {
    const lines = composeTd3({
      issuingState: 'GBR',
      surname: 'Specimen',
      givenNames: 'Angela',
      passportNumber: '925076473',
      nationality: 'GBR',
      birthDate: '880101',
      sex: 'F',
      expiryDate: '300101',
    });
    const result = describeReading(reading({}, lines), null);
    expect(result.isValid).toBe(true);
    expect(result.issues.join(' ')).toMatch(/does not look like an Indian passport/);
    expect(result.score).toBeLessThan(100);
  });
});

describe('describeNoMrz', () => {
  it('tells the user how to retake the photo', () => {
    const result = describeNoMrz();
    expect(result.mrzFound).toBe(false);
    expect(result.issues[0]).toMatch(/Scan the whole page flat, in good light/);
  });
});

describe('the name line rule', () => {
  it('sends a low-confidence name to review unless two passes and the LSTM engine agree on every letter', () => {
    expect(isShakyName({ contestedNames: 0, nameConfidence: 0.6 })).toBe(true);
    expect(isShakyName({ contestedNames: 0, nameConfidence: 0.6, nameReadings: 1, nameConfirmed: true })).toBe(true);
    expect(isShakyName({ contestedNames: 0, nameConfidence: 0.6, nameReadings: 3, nameConfirmed: false })).toBe(true);
    expect(isShakyName({ contestedNames: 0, nameConfidence: 0.6, nameReadings: 3, nameConfirmed: true })).toBe(false);
  });

  it('checks a name that one pass read otherwise, and clears it only when confirmed', () => {
    expect(isShakyName({ contestedNames: 0, disputedNames: 1, nameConfidence: 0.9, nameReadings: 2 })).toBe(true);
    expect(
      isShakyName({ contestedNames: 0, disputedNames: 1, nameConfidence: 0.9, nameReadings: 2, nameConfirmed: true }),
    ).toBe(false);
  });

  it('never clears a name the passes disagreed on', () => {
    expect(isShakyName({ contestedNames: 1, nameConfidence: 0.9, nameReadings: 3, nameConfirmed: true })).toBe(true);
  });

  it('takes a confirmed shaky-looking name as read', () => {
    const result = describeReading(reading({ nameConfidence: 0.6, nameReadings: 3, nameConfirmed: true }), null);
    expect(result.needsHumanReview).toBe(false);
    expect(result.issues.join(' ')).not.toMatch(/name line/);
  });
});

describe('a passport number the check digits cannot settle', () => {
  it('is sent to review with the other reading named', () => {
    const lines = composeTd3({
      issuingState: 'CAN',
      surname: 'MARTIN',
      givenNames: 'SARAH',
      passportNumber: 'ZE000509',
      nationality: 'CAN',
      birthDate: '850101',
      sex: 'F',
      expiryDate: '300114',
    });
    const result = describeReading(
      reading({ lines, fields: readTd3Fields(lines, NOW), numberAlternatives: ['ZE0OO509'] }),
      null,
    );
    expect(result.isValid).toBe(true);
    expect(result.needsHumanReview).toBe(true);
    expect(result.issues.join(' ')).toMatch(/ZE0OO509 would add up too/);
  });
});

describe('describeNotPassport', () => {
  it('refuses a visa in plain words and reads nothing from it', () => {
    const result = describeNotPassport('visa');
    expect(result).toMatchObject({ notPassport: 'visa', mrzFound: false, isValid: false, isCompliant: false });
    expect(result.issues).toEqual([
      "This looks like a visa, not a passport's photo page. Upload the photo page of your current passport.",
    ]);
    expect(result.extractedData.passportNumber).toBeNull();
  });

  it('refuses an ID card', () => {
    expect(describeNotPassport('id_card').issues[0]).toMatch(/^This looks like an ID or residence card/);
  });
});
