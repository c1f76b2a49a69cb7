import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from './case-answers.ts';
import { getMission, getRule } from './case-data.ts';
import { addMonths, applicableRules, caseFacts, evaluate, expiryBandFromDate, mostSpecific } from './conditions.ts';

const TODAY = '2026-11-26';
const facts = (a: Partial<CaseAnswers>, missionId = 'cgi-new-york') =>
  caseFacts(
    {
      applicationType: 'renewal',
      reason: 'expiring',
      ageGroup: 'adult',
      countryOfResidence: 'US',
      ...a,
    } as CaseAnswers,
    getMission(missionId) ?? null,
    TODAY,
  );

describe('dates', () => {
  it('adds calendar months, clamping to the end of the month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-11-26', 36)).toBe('2026-11-26');
  });

  it('turns an MRZ expiry date into the plain-words band', () => {
    expect(expiryBandFromDate('2027-01-01', TODAY)).toBe('valid');
    expect(expiryBandFromDate('2026-11-26', TODAY)).toBe('valid');
    expect(expiryBandFromDate('2025-11-26', TODAY)).toBe('up_to_1_year');
    expect(expiryBandFromDate('2025-11-25', TODAY)).toBe('1_to_3_years');
    expect(expiryBandFromDate('2023-11-26', TODAY)).toBe('1_to_3_years');
    expect(expiryBandFromDate('2023-11-25', TODAY)).toBe('over_3_years');
  });
});

describe('conditions', () => {
  it('decides "expired more than N months" from the date, or says maybe from a band', () => {
    const byDate = facts({ reason: 'expired', currentPassport: { expiryDate: '2023-11-25' } });
    expect(evaluate({ expiredMoreThanMonths: 36 }, byDate)).toBe('yes');
    const band = facts({ reason: 'expired', currentPassport: { expiredBand: 'up_to_1_year' } });
    expect(evaluate({ expiredMoreThanMonths: 12 }, band)).toBe('no');
    expect(evaluate({ expiredMoreThanMonths: 6 }, band)).toBe('maybe');
    expect(evaluate({ expiredMoreThanMonths: 0 }, band)).toBe('yes');
    const unknown = facts({ reason: 'expired' });
    expect(evaluate({ expiredMoreThanMonths: 12 }, unknown)).toBe('maybe');
    // Other reasons ask no expiry question: the passport is taken as valid.
    expect(evaluate({ expiredMoreThanMonths: 0 }, facts({ reason: 'pages' }))).toBe('no');
  });

  it("treats a child's fee band as open until the age is known", () => {
    expect(evaluate({ feeBand: ['minor_under_15'] }, facts({ ageGroup: 'minor' }))).toBe('maybe');
    expect(evaluate({ feeBand: ['adult'] }, facts({ ageGroup: 'minor', under15: false }))).toBe('yes');
    expect(evaluate({ feeBand: ['adult'] }, facts({ ageGroup: 'minor', under15: true }))).toBe('no');
  });

  it('requires every key of a condition', () => {
    const f = facts({ reason: 'lost', booklet: '60' });
    expect(evaluate({ reason: ['lost'], booklet: ['60'] }, f)).toBe('yes');
    expect(evaluate({ reason: ['lost'], booklet: ['36'] }, f)).toBe('no');
    expect(evaluate(undefined, f)).toBe('yes');
  });

  it('prefers the mission over the country over everyone, and honours replaces', () => {
    const sf = facts({}, 'cgi-san-francisco');
    const processing = ['processing.default', 'processing.san-francisco'].map((id) => getRule(id)!);
    expect(mostSpecific(applicableRules(processing, sf))?.id).toBe('processing.san-francisco');
    const photos = ['doc.photos', 'doc.us.photos'].map((id) => getRule(id)!);
    expect(applicableRules(photos, sf).map((a) => a.rule.id)).toEqual(['doc.us.photos']);
  });
});
