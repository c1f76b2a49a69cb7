import { describe, expect, it } from 'vitest';
import { assessRenewal } from './renewal.ts';

const NOW = new Date('2025-11-01T10:00:00Z');

describe('assessRenewal', () => {
  it('is expired the day after the expiry date', () => {
    expect(assessRenewal('2025-10-31', NOW)).toMatchObject({ status: 'expired', daysToExpiry: -1 });
    expect(assessRenewal('2025-11-01', NOW)).toMatchObject({ status: 'expiring_within_year', daysToExpiry: 0 });
  });

  it('opens re-issue within a year of expiry', () => {
    expect(assessRenewal('2026-11-01', NOW)).toMatchObject({ status: 'expiring_within_year', daysToExpiry: 365 });
    expect(assessRenewal('2026-11-02', NOW)).toMatchObject({ status: 'valid', daysToExpiry: 366 });
  });

  it('mentions the affidavit when the passport expired more than a year ago', () => {
    expect(assessRenewal('2023-08-21', NOW)?.message).toMatch(/affidavit/);
    expect(assessRenewal('2025-02-27', NOW)?.message).not.toMatch(/affidavit/);
  });

  it('gives nothing without a date', () => {
    expect(assessRenewal(null, NOW)).toBeNull();
  });
});
