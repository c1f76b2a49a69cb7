import { describe, expect, it } from 'vitest';
import { formatDays, formatDuration } from './durations.ts';

describe('formatDuration', () => {
  it('never says 0 days or 0 hours', () => {
    expect(formatDuration(20 * 60_000)).toBe('under 1 hour');
    expect(formatDays(0.01)).toBe('under 1 hour');
    expect(formatDuration(3_600_000)).toBe('1 hour');
    expect(formatDuration(30 * 3_600_000)).toBe('30 hours');
    expect(formatDays(2.3)).toBe('2.3 days');
    expect(formatDuration(Number.NaN)).toBe('No data yet');
  });
});
