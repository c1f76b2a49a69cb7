import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatTime, formatTimeLeft } from './format-date.ts';

const NOON_UTC = '2026-11-22T12:04:00Z';

describe('format-date', () => {
  it('formats a day in the given locale, and in the reader’s when none is given', () => {
    expect(formatDate(NOON_UTC, 'en-US')).toBe('11/22/2026');
    expect(formatDate(NOON_UTC, 'en-GB')).toBe('22/11/2026');
    expect(formatDate(NOON_UTC)).toBe(new Intl.DateTimeFormat(undefined).format(new Date(NOON_UTC)));
  });

  it('adds the time where the hour matters', () => {
    const local = new Date(NOON_UTC);
    expect(formatDateTime(local, 'en-US')).toMatch(/^Nov 2[12], 2026, \d{1,2}:04\s?[AP]M$/);
    expect(formatTime(local, 'en-US')).toMatch(/^\d{1,2}:04\s?[AP]M$/);
  });

  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatCalendarDate('1985-03-12', { month: 'short' })).toBe(
      new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(1985, 2, 12),
      ),
    );
    expect(formatCalendarDate('2025-11-01', { month: 'long' })).toContain('2025');
    expect(formatCalendarDate('12/03/1985')).toBe('12/03/1985');
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('says how long is left before a deadline or how far past it', () => {
    const now = Date.parse(NOON_UTC);
    expect(formatTimeLeft(new Date(now + (3 * 60 + 12) * 60_000), now)).toBe('3h 12m left');
    expect(formatTimeLeft(new Date(now - 65 * 60_000), now)).toBe('1h 05m overdue');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
