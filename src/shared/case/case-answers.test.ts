import { describe, expect, it } from 'vitest';
import { CONSULATES } from '../schemas/applications.ts';
import {
  SPEC_CONSULATE_MISSIONS,
  caseAnswersFromConfig,
  caseAnswersSchema,
  missionIdForSpecConsulate,
} from './case-answers.ts';
import { getMission } from './case-data.ts';

const adult = { applicationType: 'renewal', reason: 'expiring', ageGroup: 'adult', countryOfResidence: 'US' } as const;

function messages(input: unknown): string[] {
  const r = caseAnswersSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('case answers', () => {
  it('accepts the plain answers and the spec values', () => {
    expect(messages({ ...adult, missionId: 'cgi-san-francisco', timeline: 'urgent', booklet: '60' })).toEqual([]);
    expect(messages({ applicationType: 'new', ageGroup: 'minor', under15: true, countryOfResidence: 'DE' })).toEqual(
      [],
    );
  });

  it('expresses the expiry from the MRZ or in plain words', () => {
    expect(
      messages({ ...adult, reason: 'expired', currentPassport: { expiryDate: '2022-10-01', expiryReadFrom: 'mrz' } }),
    ).toEqual([]);
    expect(messages({ ...adult, reason: 'expired', currentPassport: { expiredBand: 'over_3_years' } })).toEqual([]);
    expect(messages({ ...adult, currentPassport: { expiryDate: '2022-02-30' } })).toEqual([
      'Use the date format YYYY-MM-DD.',
    ]);
  });

  it('refuses answers that contradict each other, in plain words', () => {
    expect(messages({ ...adult, reason: undefined })).toEqual(['Choose the reason for renewal.']);
    expect(messages({ applicationType: 'new', reason: 'lost', ageGroup: 'adult', countryOfResidence: 'UK' })).toEqual([
      'A new application has no reason for renewal.',
    ]);
    expect(messages({ ...adult, changeKind: 'name_other' })).toEqual([
      'Choose what changes only for a change in details.',
    ]);
    expect(messages({ ...adult, under15: true })).toEqual(['Say whether the child is under 15 only for a child.']);
    expect(messages({ ...adult, missionId: 'hci-london' })).toEqual(['Choose a mission in your country of residence.']);
    expect(messages({ ...adult, missionId: 'nowhere' })).toEqual(['Choose a mission from the list.']);
    expect(messages({ ...adult, countryOfResidence: 'FR' })).toEqual(['Choose your country of residence.']);
    expect(messages({ ...adult, extra: 1 })).toHaveLength(1);
  });

  it("maps the spec's seven consulates onto the full mission list", () => {
    for (const c of CONSULATES) {
      const mission = getMission(missionIdForSpecConsulate(c));
      expect(mission?.specConsulate).toBe(c);
    }
    expect(SPEC_CONSULATE_MISSIONS).toEqual({
      ny: 'cgi-new-york',
      sf: 'cgi-san-francisco',
      london: 'hci-london',
      toronto: 'cgi-toronto',
      sydney: 'cgi-sydney',
      dubai: 'cgi-dubai',
      singapore: 'hci-singapore',
    });
  });

  it('builds answers from a saved step-1 configuration, dropping a consulate outside the country', () => {
    const config = {
      countryOfResidence: 'UK',
      timeline: 'fast',
      reason: 'lost',
      consulate: 'london',
      emailNotifications: true,
      smsNotifications: false,
    } as const;
    expect(caseAnswersFromConfig('renewal', config)).toEqual({
      applicationType: 'renewal',
      reason: 'lost',
      ageGroup: 'adult',
      countryOfResidence: 'UK',
      missionId: 'hci-london',
      timeline: 'fast',
    });
    expect(caseAnswersFromConfig('renewal', { ...config, countryOfResidence: 'DE' }).missionId).toBeUndefined();
    expect(caseAnswersFromConfig('new', { ...config, countryOfResidence: 'SG' })).toMatchObject({
      applicationType: 'new',
      missionId: 'hci-singapore',
    });
    expect(caseAnswersFromConfig('new', config).reason).toBeUndefined();
  });
});
