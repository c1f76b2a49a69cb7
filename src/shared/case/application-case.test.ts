import { describe, expect, it } from 'vitest';
import type { ApplicationConfig } from '../schemas/applications.ts';
import { caseAnswersOf, resolveApplicationCase } from './application-case.ts';
import { checklistStatus, documentFormWords } from './checklist-status.ts';

const config: ApplicationConfig = {
  countryOfResidence: 'US',
  timeline: 'normal',
  reason: 'expired',
  consulate: 'sf',
  emailNotifications: true,
  smsNotifications: false,
};

describe('caseAnswersOf', () => {
  it('is null before step 1 is saved', () => {
    expect(caseAnswersOf({ type: 'renewal', config: null })).toBeNull();
  });

  it("derives an old application's answers from its configuration and the form's expiry date", () => {
    const answers = caseAnswersOf({ type: 'renewal', config, details: { passportExpiryDate: '2021-01-01' } });
    expect(answers).toMatchObject({
      applicationType: 'renewal',
      reason: 'expired',
      missionId: 'cgi-san-francisco',
      currentPassport: { expiryDate: '2021-01-01', expiryReadFrom: 'form' },
    });
  });

  it('keeps the stored answers, filling only a missing expiry date from the form', () => {
    const stored = {
      applicationType: 'renewal',
      reason: 'expired',
      ageGroup: 'minor',
      countryOfResidence: 'US',
    } as const;
    const withAnswers = { ...config, caseAnswers: stored };
    expect(caseAnswersOf({ type: 'renewal', config: withAnswers })).toEqual(stored);
    expect(
      caseAnswersOf({ type: 'renewal', config: withAnswers, details: { passportExpiryDate: '2020-05-01' } })
        ?.currentPassport,
    ).toEqual({ expiryDate: '2020-05-01', expiryReadFrom: 'form' });
    const mrz = { ...stored, currentPassport: { expiryDate: '2022-02-02', expiryReadFrom: 'mrz' as const } };
    expect(
      caseAnswersOf({
        type: 'renewal',
        config: { ...config, caseAnswers: mrz },
        details: { passportExpiryDate: '2020-05-01' },
      })?.currentPassport?.expiryDate,
    ).toBe('2022-02-02');
  });

  it('never gives a new application a reason or a current passport', () => {
    const answers = caseAnswersOf({ type: 'new', config, details: { passportExpiryDate: '2021-01-01' } });
    expect(answers?.reason).toBeUndefined();
    expect(answers?.currentPassport).toBeUndefined();
  });
});

describe('checklistStatus', () => {
  it('gives each resolved document its upload status, and bring-in-person where no slot holds it', () => {
    const result = resolveApplicationCase({ type: 'renewal', config: { ...config, reason: 'lost' } }, '2026-11-26');
    if (!result) throw new Error('expected a case');
    const entries = checklistStatus(result.documents, [
      { type: 'photo', status: 'verified' },
      { type: 'address_proof', status: 'failed' },
    ]);
    const status = (id: string) => entries.find((e) => e.document.id === id)?.status;
    expect(status('police-report')).toBe('missing');
    expect(status('address-proof')).toBe('failed');
    expect(entries.find((e) => e.document.uploadSlot === 'photo')?.status).toBe('verified');
    expect(entries.filter((e) => e.document.uploadSlot === null).every((e) => e.status === 'bring-in-person')).toBe(
      true,
    );
  });

  it('words the form and the number of copies', () => {
    expect(documentFormWords({ form: 'original', copies: 2 })).toBe('Original, 2 copies');
    expect(documentFormWords({ form: 'self_attested_copy', copies: null })).toBe(
      'Copy signed and dated by you (self-attested)',
    );
  });
});
