import { createHmac, randomBytes } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { nowIso, type Db } from '../db/connect.ts';
import type { UserRow } from '../repositories/users.repository.ts';

export const SESSION_COOKIE = 'pb_session';

/** last_seen_at is written at most this often, so a busy session does not cost a write per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The query every signed-in request runs: the session and its user in one, built and compiled once (Kysely's
 * building showed in the CPU profile, docs/decisions/0031-api-throughput.md). Its one parameter is the session id.
 */
const sessionWithUserQuery = (db: Db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id', '=', '')
    .compile();
type SessionWithUser = ReturnType<typeof sessionWithUserQuery> extends CompiledQuery<infer R> ? R : never;

/**
 * The cookie holds a random token; the database holds only its HMAC, so a leaked sessions table
 * cannot be replayed as cookies. A session ends `maxMs` after sign-in or after `idleMs` unused.
 */
export class SessionStore {
  /** Compiled once; the session id is set per call. */
  private readonly sessionWithUser: ReturnType<typeof sessionWithUserQuery>;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly lifetime: { maxMs: number; idleMs: number },
  ) {
    this.sessionWithUser = sessionWithUserQuery(db);
    if (this.sessionWithUser.parameters.length !== 1) throw new Error('session query: expected one parameter');
  }

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

  /**
   * The signed-in user for a session cookie, or undefined when the session is unknown, past its lifetime or
   * idle too long (then it is deleted). One query reads the session and its user together.
   */
  async userFor(token: string): Promise<UserRow | undefined> {
    const id = this.key(token);
    const { rows } = await this.db.executeQuery<SessionWithUser>({ ...this.sessionWithUser, parameters: [id] });
    const row = rows[0];
    if (!row) return undefined;
    const { session_expires_at: expiresAt, session_created_at: createdAt, session_last_seen_at: seenAt, ...user } = row;
    const now = Date.now();
    const lastSeen = Date.parse(seenAt ?? createdAt);
    if (expiresAt <= nowIso() || now - lastSeen > this.lifetime.idleMs) {
      await this.destroy(token);
      return undefined;
    }
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', id).execute();
    }
    return user;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', this.key(token)).execute();
  }

  /** "Sign out everywhere": every session of the user, this one included. */
  async destroyAllFor(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
