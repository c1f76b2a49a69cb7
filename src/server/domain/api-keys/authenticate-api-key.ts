import type { ApiKeyAccess } from '#shared/schemas/api-keys.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findLiveApiKey, touchApiKey } from '../../repositories/api-keys.repository.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { findUserById, type UserRow } from '../../repositories/users.repository.ts';
import { activePlan } from '../plans/require-plan.ts';
import { hashApiKey } from './manage-api-keys.ts';

export const KEY_NOT_ACCEPTED_HERE =
  'API keys are not accepted on this endpoint: it is for the signed-in app only. See /api/docs for what keys can do.';
export const KEY_INVALID = 'This API key is not valid: check it, or create a new one on your Express dashboard.';
export const KEY_NEEDS_EXPRESS = 'API access is part of the Express plan, and this account has no active Express plan.';
export const KEY_READ_ONLY = 'This API key is read-only: create a read-and-write key to make changes.';

/**
 * The account behind `Authorization: Bearer <key>` on a route that accepts keys (`routeAccess`): a live key, an
 * account still on an active Express plan, write access for anything but reading, under the key's own rate limit.
 * Every use is audited. A route that does not accept keys refuses them, so no staff endpoint ever does.
 */
export async function authenticateApiKey({
  ctx,
  key,
  routeAccess,
  method,
  route,
}: {
  ctx: AppContext;
  key: string;
  routeAccess: ApiKeyAccess | undefined;
  method: string;
  route: string;
}): Promise<UserRow> {
  if (!routeAccess) throw new AppError(403, KEY_NOT_ACCEPTED_HERE, { code: 'api_key_invalid' });
  const row = await findLiveApiKey(ctx.db, hashApiKey(key));
  if (!row) throw new AppError(401, KEY_INVALID, { code: 'api_key_invalid' });
  await ctx.limits.apiKeyRequests.consume(String(row.id), 'requests with this API key');
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || activePlan(user) !== 'express') throw new AppError(403, KEY_NEEDS_EXPRESS, { code: 'plan_required' });
  if (routeAccess === 'write' && row.access !== 'write') {
    throw new AppError(403, KEY_READ_ONLY, { code: 'api_key_read_only' });
  }
  const now = new Date();
  await touchApiKey(ctx.db, row.id, now);
  await insertAudit(ctx.db, {
    actorId: user.id,
    action: 'api_key.use',
    subjectType: 'api_key',
    subjectId: row.id,
    after: { method, route },
  });
  return user;
}
