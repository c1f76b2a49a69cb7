import type { Selectable } from 'kysely';
import type { ApiKey, ApiKeyAccess } from '#shared/schemas/api-keys.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { ApiKeysTable } from '../db/schema.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  access: row.access === 'write' ? 'write' : 'read',
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

export const insertApiKey = (
  db: Db,
  key: { userId: number; name: string; prefix: string; hash: string; access: ApiKeyAccess },
) =>
  db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      name: key.name,
      prefix: key.prefix,
      hash: key.hash,
      access: key.access,
      created_at: nowIso(),
      last_used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The owner's keys, live ones first, newest first. */
export const listApiKeysOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('revoked_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function countLiveApiKeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live key by its hash. */
export const findLiveApiKey = (db: Db, hash: string) =>
  db.selectFrom('api_keys').selectAll().where('hash', '=', hash).where('revoked_at', 'is', null).executeTakeFirst();

/** Revokes the owner's key (another user's id changes nothing); undefined when there is no such key. */
export const revokeApiKey = (db: Db, userId: number, id: number) =>
  db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** Last use, written at most once a minute per key (every request would be a write). */
export async function touchApiKey(db: Db, id: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 60_000).toISOString();
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', cutoff)]))
    .execute();
}
