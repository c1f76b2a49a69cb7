import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

export interface Counter {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/**
 * Where rate-limit and lockout counters live, so they hold across server processes: the database by
 * default, Redis when REDIS_URL is set (docs/decisions/0014-rate-limit-store.md).
 */
/** The wait after the n-th counted attempt before the next may be counted (0: none). */
export type Spacing = (count: number) => number;

export interface RateLimitStore {
  /** Counts one hit. A fixed window starts at the first hit; a sliding one restarts at every hit. */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<Counter>;
  /**
   * Counts an attempt only if the wait `spacing(count)` since the previous one has passed, in one atomic step
   * (parallel attempts cannot all pass one check). The counter is forgotten `memoryMs` after the last attempt.
   * Returns 0 when counted, else the milliseconds left to wait.
   */
  claim(key: string, memoryMs: number, spacing: Spacing): Promise<number>;
  peek(key: string): Promise<Counter | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class DbRateLimitStore implements RateLimitStore {
  private hits = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, sliding = false): Promise<Counter> {
    const now = new Date().toISOString();
    const resetAt = new Date(Date.now() + windowMs).toISOString();
    const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
    // One atomic upsert: concurrent hits from several processes never lose a count.
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
          reset_at: sliding ? resetAt : sql`case when ${expired} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (++this.hits % 500 === 0) await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    return { count: Number(row.count), resetAt: Date.parse(row.reset_at) };
  }

  async claim(key: string, memoryMs: number, spacing: Spacing): Promise<number> {
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    const resetAt = new Date(nowMs + memoryMs).toISOString();
    // reset_at is the last attempt + memoryMs, so "the wait after it has passed" is
    // reset_at <= now + memoryMs - spacing(count): one threshold per count, written out as a CASE.
    const threshold = (count: number) => new Date(nowMs + memoryMs - spacing(count)).toISOString();
    let cases = sql`case`;
    for (let count = 0; count < SPACING_STEPS; count++)
      cases = sql`${cases} when rate_limits.count = ${count} then ${threshold(count)}`;
    cases = sql`${cases} else ${threshold(SPACING_STEPS)} end`;
    const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`, reset_at: resetAt })
          .where(sql<boolean>`rate_limits.reset_at <= ${cases}`),
      )
      .returning('count')
      .executeTakeFirst();
    if (row) return 0;
    const entry = await this.peek(key);
    return entry ? Math.max(1, entry.resetAt - memoryMs + spacing(entry.count) - nowMs) : 1;
  }

  async peek(key: string): Promise<Counter | undefined> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row && { count: Number(row.count), resetAt: Date.parse(row.reset_at) };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async close(): Promise<void> {}
}

/** Counts past which a spacing function is assumed to stay at its largest wait (LoginBackoff's cap). */
const SPACING_STEPS = 32;

// The wait for the count so far (passed in, one per count), checked against the time since the last attempt.
const CLAIM_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
local memory = tonumber(ARGV[1])
if c > 0 and ttl > 0 then
  local need = tonumber(ARGV[2 + math.min(c, #ARGV - 2)])
  local waited = memory - ttl
  if waited < need then return need - waited end
else
  c = 0
end
redis.call('SET', KEYS[1], c + 1, 'PX', memory)
return 0`;

// INCR and (re)arm the expiry in one step, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  private key = (key: string) => `pb:rl:${key}`;

  async hit(key: string, windowMs: number, sliding = false): Promise<Counter> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(key), windowMs, sliding ? '1' : '0')) as [
      number,
      number,
    ];
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async claim(key: string, memoryMs: number, spacing: Spacing): Promise<number> {
    const waits = Array.from({ length: SPACING_STEPS + 1 }, (_, count) => spacing(count));
    return Number(await this.redis.eval(CLAIM_SCRIPT, 1, this.key(key), memoryMs, ...waits));
  }

  async peek(key: string): Promise<Counter | undefined> {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(key)), this.redis.pttl(this.key(key))]);
    if (count === null || ttl <= 0) return undefined;
    return { count: Number(count), resetAt: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
