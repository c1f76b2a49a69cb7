import { createHash, randomBytes } from 'node:crypto';
import { MAX_API_KEYS, type CreateApiKeyBody, type CreatedApiKey } from '#shared/schemas/api-keys.ts';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  countLiveApiKeys,
  insertApiKey,
  revokeApiKey as revokeRow,
  toApiKey,
} from '../../repositories/api-keys.repository.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requirePlan } from '../plans/require-plan.ts';

export const KEY_PREFIX = 'pb_';

/** Keys are 256 random bits, so an unsalted SHA-256 is enough to store them (as GitHub stores tokens). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const TOO_MANY_KEYS = `You have ${MAX_API_KEYS} keys in use: revoke one you no longer need before creating another.`;

/** A new key for an Express account: the key itself is returned once and only its hash is kept. */
export async function createApiKey({
  db,
  user,
  body,
}: {
  db: Db;
  user: UserRow;
  body: CreateApiKeyBody;
}): Promise<CreatedApiKey> {
  requirePlan(user, ['express']);
  if ((await countLiveApiKeys(db, user.id)) >= MAX_API_KEYS) throw new AppError(409, TOO_MANY_KEYS);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(db, {
    userId: user.id,
    name: body.name,
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    hash: hashApiKey(key),
    access: body.access,
  });
  await insertAudit(db, {
    actorId: user.id,
    action: 'api_key.create',
    subjectType: 'api_key',
    subjectId: row.id,
    after: { name: row.name, access: row.access },
  });
  return { ...toApiKey(row), key };
}

export async function revokeApiKey({ db, user, id }: { db: Db; user: UserRow; id: number }) {
  const row = await revokeRow(db, user.id, id);
  if (!row) throw notFound('API key');
  await insertAudit(db, { actorId: user.id, action: 'api_key.revoke', subjectType: 'api_key', subjectId: id });
  return toApiKey(row);
}
