import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../schemas/renewal-form.ts';
import { listFacts, PASSPORT_FACTS, PHOTO_FACTS, staleFacts, TIMELINE_SURCHARGES } from './facts.ts';

describe('facts', () => {
  it('carries a valid lastChecked date and a source on every fact', () => {
    const all = listFacts();
    expect(all.length).toBeGreaterThan(15);
    for (const { path, fact } of all) {
      expect(isIsoDate(fact.lastChecked), path).toBe(true);
      expect(fact.source.length, path).toBeGreaterThan(5);
    }
  });

  it('holds the photo and passport rules the checks depend on', () => {
    expect(PHOTO_FACTS.digital.value).toMatchObject({ widthPx: 630, heightPx: 810 });
    expect(PHOTO_FACTS.headHeightRatio.value).toEqual({ min: 0.8, max: 0.85 });
    expect(PHOTO_FACTS.minDpi.value).toBe(300);
    expect(PHOTO_FACTS.eyeLineInches.value).toEqual({ min: 1.125, max: 1.375 });
    expect(PASSPORT_FACTS.value.numberPattern.test('K1234567')).toBe(true);
    expect(PASSPORT_FACTS.value.numberPattern.test('K123456')).toBe(false);
  });

  it('keeps the spec surcharges', () => {
    expect(Object.values(TIMELINE_SURCHARGES).map((t) => [t.value.label, t.value.surchargeInr])).toEqual([
      ['normal (6-8 weeks)', 0],
      ['fast (3-4 weeks)', 2000],
      ['urgent (1-2 weeks)', 5000],
    ]);
  });

  it('lists stale facts for re-checking', () => {
    expect(staleFacts('2025-11-02')).toEqual([]);
    expect(staleFacts('2027-01-01').length).toBe(listFacts().length);
  });
});
