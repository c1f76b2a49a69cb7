import { describe, expect, it } from 'vitest';
import { describeNoMrz, describeReading } from './passport-messages.ts';
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
