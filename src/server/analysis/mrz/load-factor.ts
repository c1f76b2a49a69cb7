import os from 'node:os';

/**
 * How much slower than a quiet machine this one runs now, from the 1-minute load average per core, between 1 and
 * 8. The MRZ reader's time limits stretch by it: they exist to cut pathological work short on any machine, not
 * to give up on an ordinary page that a busy one slowed down (seen in test runs at load 10-16 on 2 cores).
 */
export function loadFactor(): number {
  const load = os.loadavg()[0] ?? 0;
  return Math.min(8, Math.max(1, load / os.availableParallelism()));
}
