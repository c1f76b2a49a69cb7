const HOUR_MS = 3_600_000;

export const NO_DATA_YET = 'No data yet';

/**
 * How long something took, in words a person reads at a glance: never "0 days" or "0 hours" for a review that
 * took twenty minutes.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return NO_DATA_YET;
  const hours = ms / HOUR_MS;
  if (hours < 1) return 'under 1 hour';
  if (hours < 48) {
    const whole = Math.round(hours);
    return `${whole} hour${whole === 1 ? '' : 's'}`;
  }
  return `${(hours / 24).toFixed(1)} days`;
}

/** The same for a figure given in days (the Pro average), as the spec's stat is. */
export const formatDays = (days: number) => formatDuration(days * 24 * HOUR_MS);
