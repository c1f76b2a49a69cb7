import { describe, expect, it } from 'vitest';
import type { ApplicationConfig } from '../schemas/applications.ts';
import { estimateFeesAndTime } from './estimate.ts';

const base: ApplicationConfig = {
  countryOfResidence: 'US',
  timeline: 'normal',
  reason: 'expiring',
  consulate: 'ny',
  emailNotifications: true,
  smsNotifications: false,
};

describe('estimateFeesAndTime', () => {
  it('builds the US lines from the facts, as an estimate', () => {
    const e = estimateFeesAndTime(base);
    expect(e.isEstimate).toBe(true);
    expect(e.lines.map((l) => l.amount)).toEqual([92.9, 2, 16]);
    expect(e.totals).toEqual([{ currency: 'USD', amount: 110.9 }]);
    expect(e.totalNote).toMatch(/Indicative/);
    expect(e.processing).toMatch(/2-4 weeks/);
    expect(e.processing).toMatch(/normal \(6-8 weeks\)/);
    expect(e.surcharge.amount).toBe(0);
  });

  it('adds the spec timeline surcharge in rupees', () => {
    expect(estimateFeesAndTime({ ...base, timeline: 'fast' }).surcharge).toMatchObject({
      amount: 2000,
      currency: 'INR',
      timelineLabel: 'fast (3-4 weeks)',
    });
    const urgent = estimateFeesAndTime({ ...base, timeline: 'urgent' });
    expect(urgent.totals).toContainEqual({ currency: 'INR', amount: 5000 });
    expect(urgent.notes.join(' ')).toMatch(/Tatkal/);
  });

  it('uses mission-specific processing times', () => {
    expect(estimateFeesAndTime({ ...base, consulate: 'sf' }).processing).toMatch(/about 3 weeks/);
    expect(estimateFeesAndTime({ ...base, countryOfResidence: 'UK', consulate: 'london' }).processing).toMatch(
      /4-8 weeks/,
    );
  });

  it('says so when no fee is known', () => {
    const e = estimateFeesAndTime({ ...base, countryOfResidence: 'DE', consulate: 'london' });
    expect(e.lines).toEqual([]);
    expect(e.totalNote).toMatch(/no fee figures for Germany/);
  });
});
