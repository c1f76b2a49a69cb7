import { describe, expect, it } from 'vitest';
import { resolveCase } from './resolve-case.ts';
import { stepOneToConfig, stepOneValues } from './step-one-form.ts';
import { uploadSlotsForCase } from './upload-slots.ts';

const munich = { ...stepOneValues(null, null), countryOfResidence: 'DE' as const, missionId: 'cgi-munich' };

describe('stepOneToConfig', () => {
  it('saves a renewal with its reason, the plain band and the mission, keeping the spec fields', () => {
    const config = stepOneToConfig('renewal', { ...munich, reason: 'lost', expiredBand: 'over_3_years' }, null);
    expect(config).toMatchObject({ countryOfResidence: 'DE', reason: 'lost', timeline: 'normal' });
    expect(config.caseAnswers).toMatchObject({
      applicationType: 'renewal',
      reason: 'lost',
      missionId: 'cgi-munich',
      currentPassport: { expiredBand: 'over_3_years' },
    });
  });

  it('prefers the MRZ date over the plain band, and asks what changes only for a change', () => {
    const config = stepOneToConfig(
      'renewal',
      { ...munich, reason: 'change', changeKind: 'spouse_name_added' },
      { expiryDate: '2020-01-02', readFrom: 'mrz' },
    );
    expect(config.caseAnswers?.currentPassport).toEqual({ expiryDate: '2020-01-02', expiryReadFrom: 'mrz' });
    expect(config.caseAnswers?.changeKind).toBe('spouse_name_added');
    expect(stepOneToConfig('renewal', munich, null).caseAnswers?.changeKind).toBeUndefined();
  });

  it('gives a new application no reason and no current passport', () => {
    const config = stepOneToConfig('new', { ...munich, reason: 'lost' }, { expiryDate: '2020-01-02', readFrom: 'mrz' });
    expect(config.caseAnswers?.reason).toBeUndefined();
    expect(config.caseAnswers?.currentPassport).toBeUndefined();
  });

  it('round-trips: the saved answers give the form back', () => {
    const config = stepOneToConfig('renewal', { ...munich, reason: 'damaged', ageGroup: 'minor', ecr: 'ecr' }, null);
    expect(stepOneValues(config, config.caseAnswers ?? null)).toMatchObject({
      reason: 'damaged',
      ageGroup: 'minor',
      ecr: 'ecr',
      missionId: 'cgi-munich',
    });
  });
});

describe('uploadSlotsForCase', () => {
  it("names a new application's slots by what they hold, and requires no current passport", () => {
    const result = resolveCase(
      { applicationType: 'new', ageGroup: 'adult', countryOfResidence: 'US', missionId: 'cgi-new-york' },
      { today: '2026-11-26' },
    );
    const slots = uploadSlotsForCase(result, 'new');
    const passport = slots.find((s) => s.type === 'passport');
    expect(passport?.label).not.toBe('Current Passport');
    expect(passport?.label).toBe('Birth certificate');
  });

  it("keeps a renewal's spec names and takes required/optional from the slot plan", () => {
    const result = resolveCase(
      {
        applicationType: 'renewal',
        reason: 'lost',
        ageGroup: 'adult',
        countryOfResidence: 'DE',
        missionId: 'cgi-munich',
      },
      { today: '2026-11-26' },
    );
    const slots = uploadSlotsForCase(result, 'renewal');
    expect(slots.find((s) => s.type === 'passport')).toMatchObject({
      label: 'Current Passport',
      requirement: 'optional',
    });
    expect(slots.find((s) => s.type === 'additional')).toMatchObject({
      label: 'Additional Documents',
      requirement: 'required',
      required: true,
    });
    expect(uploadSlotsForCase(null, 'renewal').find((s) => s.type === 'passport')?.required).toBe(true);
  });
});
