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
 * default, Redis when REDIS_URL is set (docs/decisions/rate-limit-store.md).
 */
export interface RateLimitStore {
  /** Counts one hit. A fixed window starts at the first hit; a sliding one restarts at every hit. */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<Counter>;
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
