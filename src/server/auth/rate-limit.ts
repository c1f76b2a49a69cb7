import { AppError } from '../http/app-error.ts';

/**
 * A fixed-window counter kept in memory. Enough for one process; a multi-process deployment would
 * move the counters to Redis (docs/decisions/rate-limits.md).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under the limit. Does not count. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 10_000) this.prune(now);
      return;
    }
    entry.count += 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export function retryMessage(what: string, seconds: number): string {
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many ${what}. Please try again in ${wait}.`;
}

/** Counts one attempt for `key`, or throws 429 with a Retry-After header when the limit is reached. */
export function consumeLimit(limiter: RateLimiter, key: string, what: string): void {
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw new AppError(429, retryMessage(what, wait), { 'retry-after': String(wait) });
  limiter.hit(key);
}
