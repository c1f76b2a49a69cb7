import { AppError } from '../http/app-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** A fixed-window limit over a shared store: `limit` hits per key per window. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private key = (key: string) => `${this.name}:${key}`;

  /** Seconds until the key may try again, or 0 when it is under the limit. Does not count. */
  async retryAfter(key: string): Promise<number> {
    const entry = await this.store.peek(this.key(key));
    if (!entry || entry.count < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
  }

  /**
   * Counts an attempt and refuses it once over the limit: one atomic step, so parallel requests cannot
   * all slip under it. `what` names the attempts in the 429 message.
   */
  async consume(key: string, what: string): Promise<void> {
    const entry = await this.store.hit(this.key(key), this.windowMs);
    if (entry.count <= this.limit) return;
    const wait = Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
    throw new AppError(429, retryMessage(what, wait), { headers: { 'retry-after': String(wait) } });
  }

  async hit(key: string): Promise<void> {
    await this.store.hit(this.key(key), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.key(key));
  }
}

/**
 * Sign-in attempts per account. After a few free attempts each one doubles the wait before the next
 * (1 s, 2 s, 4 s ... at most 15 minutes): guessing stays slow, yet nobody can lock an owner out for long, and
 * an e-mailed sign-in link works at any time (docs/decisions/0009-sessions-and-rate-limits.md). An attempt is
 * counted before its password is checked, in one atomic step, so parallel guesses cannot all pass the check;
 * a successful sign-in clears the count.
 */
export class LoginBackoff {
  static readonly FREE_ATTEMPTS = 5;
  static readonly BASE_MS = 1000;
  static readonly MAX_MS = 15 * 60_000;
  private static readonly MEMORY_MS = 24 * 60 * 60_000;

  constructor(private readonly store: RateLimitStore) {}

  private key = (email: string) => `login-fail:${email}`;

  static delayMs(failures: number): number {
    if (failures < LoginBackoff.FREE_ATTEMPTS) return 0;
    return Math.min(LoginBackoff.BASE_MS * 2 ** (failures - LoginBackoff.FREE_ATTEMPTS), LoginBackoff.MAX_MS);
  }

  /** Counts an attempt and returns 0, or returns the seconds to wait (nothing counted). */
  async begin(email: string): Promise<number> {
    const waitMs = await this.store.claim(this.key(email), LoginBackoff.MEMORY_MS, LoginBackoff.delayMs);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async reset(email: string): Promise<void> {
    await this.store.reset(this.key(email));
  }
}

export function retryMessage(what: string, seconds: number): string {
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many ${what}. Please try again in ${wait}.`;
}
