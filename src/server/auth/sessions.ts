import { createHmac, randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../db/connect.ts';

export const SESSION_COOKIE = 'pb_session';

/** last_seen_at is written at most this often, so a busy session does not cost a write per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The cookie holds a random token; the database holds only its HMAC, so a leaked sessions table
 * cannot be replayed as cookies. A session ends `maxMs` after sign-in or after `idleMs` unused.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly lifetime: { maxMs: number; idleMs: number },
  ) {}

  private key(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.lifetime.maxMs);
    const now = nowIso();
    await this.db
      .insertInto('sessions')
      .values({
        id: this.key(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    return { token, expiresAt };
  }

  async userIdFor(token: string): Promise<number | undefined> {
    const id = this.key(token);
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at', 'created_at', 'last_seen_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const now = Date.now();
    const lastSeen = Date.parse(row.last_seen_at ?? row.created_at);
    if (row.expires_at <= nowIso() || now - lastSeen > this.lifetime.idleMs) {
      await this.destroy(token);
      return undefined;
    }
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', id).execute();
    }
    return row.user_id;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', this.key(token)).execute();
  }

  /** "Sign out everywhere": every session of the user, this one included. */
  async destroyAllFor(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
