/**
 * Everything domain/facts.ts holds is reachable here with the same values, so the old copy can be deleted.
 * The expected values are written out (not imported) so this test outlives that file. Two figures moved with
 * newer sources and say so: the US service-centre fee and the UK processing time (see rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { getRule } from './case-data.ts';
import { getFact, passportNumberPattern } from './general-facts.ts';
import { resolveCase } from './resolve-case.ts';

const TODAY = '2026-11-26';

describe('shared facts', () => {
  it('holds the photo rules the checks rely on', () => {
    expect(getFact('photo.digital', TODAY).value).toEqual({
      widthPx: 630,
      heightPx: 810,
      colour: true,
      background: 'plain white',
    });
    expect(getFact('photo.head-height-ratio', TODAY).value).toEqual({ min: 0.8, max: 0.85 });
    expect(getFact('photo.head-height-inches', TODAY).value).toEqual({ min: 1, max: 1.375, mmMin: 25, mmMax: 35 });
    expect(getFact('photo.eye-line-inches', TODAY).value).toEqual({ min: 1.125, max: 1.375 });
    expect(getFact('photo.min-dpi', TODAY).value).toBe(300);
    expect(getFact('photo.max-age-months', TODAY).value).toBe(6);
    expect(getFact('photo.print-sizes', TODAY).value.map((s) => [s.id, s.label, s.widthMm, s.heightMm])).toEqual([
      ['abroad', '2 x 2 in (51 x 51 mm)', 51, 51],
      ['india', '35 x 45 mm', 35, 45],
    ]);
    expect(getFact('photo.rules', TODAY).value).toHaveLength(9);
  });

  it('holds the passport, address-proof, delay and hold facts', () => {
    const pattern = passportNumberPattern();
    expect(pattern.test('K1234567')).toBe(true);
    expect(pattern.test('K123456')).toBe(false);
    expect(getFact('passport.format', TODAY).value).toMatchObject({
      mrzFormat: 'ICAO 9303 TD3',
      mrzLines: 2,
      mrzLineLength: 44,
    });
    expect(getFact('address-proof.max-age-months', TODAY).value).toBe(3);
    expect(getFact('delay-affidavit', TODAY).value).toEqual({ afterDays: 365, someCentresAfterDays: 183 });
    expect(getFact('hold-reasons', TODAY).value.map((h) => h.id)).toEqual([
      'photo',
      'address-proof',
      'identity-mismatch',
      'passport-copies',
      'legal-status',
      'unprintable',
      'signature',
    ]);
  });

  it("keeps the spec's timeline surcharges", () => {
    const s = getFact('spec.timeline-surcharges', TODAY).value;
    expect([s.normal, s.fast, s.urgent].map((t) => [t.label, t.surchargeInr])).toEqual([
      ['normal (6-8 weeks)', 0],
      ['fast (3-4 weeks)', 2000],
      ['urgent (1-2 weeks)', 5000],
    ]);
    const r = resolveCase(
      { applicationType: 'renewal', reason: 'expiring', ageGroup: 'adult', countryOfResidence: 'US', timeline: 'fast' },
      { today: TODAY },
    );
    expect(r.fees.timelineSurcharge).toMatchObject({ amountInr: 2000, note: 'adds ₹2000' });
  });

  it('keeps the documents, fees and times the old checklist and estimate used', () => {
    const titles = (ids: string[]) => ids.map((id) => getRule(id)?.id);
    expect(
      titles([
        'doc.application-form',
        'doc.current-passport',
        'doc.passport-copies',
        'doc.legal-status',
        'doc.address-proof',
      ]),
    ).not.toContain(undefined);
    expect(
      titles(['doc.police-report', 'doc.loss-declaration', 'doc.damaged-passport', 'doc.damage-declaration']),
    ).not.toContain(undefined);
    expect(
      titles(['doc.name-change-proof', 'doc.appearance-declaration', 'doc.parental-consent', 'doc.parents-passports']),
    ).not.toContain(undefined);
    const amount = (id: string) => {
      const r = getRule(id);
      return r?.kind === 'fee' ? r.value.amount : undefined;
    };
    expect([
      amount('fee.us.passport-36'),
      amount('fee.us.passport-60'),
      amount('fee.us.welfare'),
      amount('fee.us.tatkaal'),
    ]).toEqual([92.9, 117.9, 2, 150]);
    expect(amount('fee.uk.passport-36')).toBe(57);
    // The old "about $16" service-centre fee is kept as a disagreeing source beside the newer $19.00.
    expect(getRule('fee.us.provider')?.alsoSeen).toContain('brief-fees');
    const processing = getRule('processing.default');
    expect(processing?.kind === 'processing' && [processing.value.min, processing.value.max]).toEqual([2, 4]);
  });

  it('dates each fact, so an old one reads as stale', () => {
    expect(getFact('photo.min-dpi', TODAY).ref).toMatchObject({ checkedOn: '2025-11-01', stale: true });
    expect(getFact('photo.digital', TODAY).ref).toMatchObject({ checkedOn: '2026-11-01', stale: false });
  });
});
