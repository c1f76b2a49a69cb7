import type { FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '#shared/permissions.ts';
import { AppError } from '../http/app-error.ts';
import { findUserById, type UserRow } from '../repositories/users.repository.ts';
import { SESSION_COOKIE } from './sessions.ts';

const resolved = new WeakMap<FastifyRequest, UserRow | null>();

/** The signed-in user, or null. Resolved once per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const token = request.cookies[SESSION_COOKIE];
  let user: UserRow | null = null;
  if (token) {
    const { sessions, db } = request.server.ctx;
    const userId = await sessions.userIdFor(token);
    user = userId === undefined ? null : ((await findUserById(db, userId)) ?? null);
  }
  resolved.set(request, user);
  return user;
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
  if (!hasPermission(user.role, permission)) throw new AppError(403, 'This area is for staff only.');
  return user;
}
