import type { FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '#shared/permissions.ts';
import { AppError } from '../http/app-error.ts';
import type { UserRow } from '../repositories/users.repository.ts';
import { SESSION_COOKIE } from './sessions.ts';

const resolved = new WeakMap<FastifyRequest, UserRow | null>();

/** The signed-in user, or null. Resolved once per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const token = request.cookies[SESSION_COOKIE];
  let user: UserRow | null = null;
  if (token) {
    user = (await request.server.ctx.sessions.userFor(token)) ?? null;
  }
  resolved.set(request, user);
  return user;
}

/**
 * Re-reads the session and the user's role now, past the per-request memo: a long-lived response (an event
 * stream) must stop when its owner signs out everywhere or loses the role that opened it.
 */
export async function stillPermitted(request: FastifyRequest, permission?: Permission): Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await request.server.ctx.sessions.userFor(token) : undefined;
  return Boolean(user) && (permission === undefined || hasPermission(user!.role, permission));
}

/** Call first in every route that needs a signed-in user: 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw new AppError(401, 'Please sign in to continue.');
  return user;
}

/**
 * The one authorisation helper for staff endpoints: 401 when signed out, 403 without the permission.
 * What each role may do is the table in src/shared/permissions.ts.
 */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<UserRow> {
  const user = await requireUser(request);
  if (!hasPermission(user.role, permission))
    throw new AppError(403, 'This area is for staff only.', { code: 'staff_only' });
  return user;
}

/**
 * The guards as route hooks, for routes that declare a request schema: a hook runs before the schemas are checked
 * (guard -> validate), so a visitor gets 401 and a user without the permission 403 whatever they sent. The
 * handler still asks requireUser/requirePermission for the user (resolved once per request).
 */
export const signedIn = async (request: FastifyRequest): Promise<void> => void (await requireUser(request));
export const staffOnly =
  (permission: Permission) =>
  async (request: FastifyRequest): Promise<void> =>
    void (await requirePermission(request, permission));
