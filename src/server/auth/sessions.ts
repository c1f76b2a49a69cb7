import { createHmac, randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../db/connect.ts';

export const SESSION_COOKIE = 'pb_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The cookie holds a random token; the database holds only its HMAC, so a leaked sessions table
 * cannot be replayed as cookies.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private key(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db
      .insertInto('sessions')
      .values({ id: this.key(token), user_id: userId, created_at: nowIso(), expires_at: expiresAt.toISOString() })
      .execute();
    return { token, expiresAt };
  }

  async userIdFor(token: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('id', '=', this.key(token))
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= nowIso()) {
      await this.destroy(token);
      return undefined;
    }
    return row.user_id;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', this.key(token)).execute();
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
