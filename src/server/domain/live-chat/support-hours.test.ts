import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUPPORT_HOURS,
  describeOpening,
  isWithinSupportHours,
  nextOpening,
  parseSupportHours,
} from './support-hours.ts';

const hours = parseSupportHours(DEFAULT_SUPPORT_HOURS)!;

describe('support hours', () => {
  it('follows New York time, daylight saving included', () => {
    // Wednesday 14 Jan 2026 (EST, UTC-5) and Wednesday 15 Jul 2026 (EDT, UTC-4), 9:00 local.
    expect(isWithinSupportHours(hours, new Date('2026-01-14T14:00:00Z'))).toBe(true);
    expect(isWithinSupportHours(hours, new Date('2026-01-14T13:59:00Z'))).toBe(false);
    expect(isWithinSupportHours(hours, new Date('2026-07-15T13:00:00Z'))).toBe(true);
    expect(isWithinSupportHours(hours, new Date('2026-07-15T22:00:00Z'))).toBe(false); // 18:00 EDT
    expect(isWithinSupportHours(hours, new Date('2026-01-17T16:00:00Z'))).toBe(false); // Saturday
  });

  it('finds the next opening across a weekend and names it in the team time zone', () => {
    const friday7pm = new Date('2026-01-17T00:00:00Z'); // Friday 16 Jan, 19:00 EST
    const opening = nextOpening(hours, friday7pm);
    expect(opening.toISOString()).toBe('2026-01-19T14:00:00.000Z');
    expect(describeOpening(hours, opening)).toBe('Monday 9:00 AM EST');
    const before = new Date('2026-01-14T13:07:30Z');
    expect(nextOpening(hours, before).toISOString()).toBe('2026-01-14T14:00:00.000Z');
  });

  it('reads "always" as no closing time and refuses a malformed setting', () => {
    expect(parseSupportHours('always')).toBeNull();
    expect(isWithinSupportHours(null)).toBe(true);
    expect(() => parseSupportHours('9 to 5')).toThrow(/must look like/);
    expect(() => parseSupportHours('Mon-Fri 18:00-09:00 UTC')).toThrow(/before/);
    expect(() => parseSupportHours('Mon-Fri 09:00-18:00 Mars/Olympus')).toThrow(/time zone/);
    expect([...parseSupportHours('Fri-Mon 10:00-12:00 UTC')!.days].sort()).toEqual([0, 1, 5, 6]);
  });
});
