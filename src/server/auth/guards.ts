import type { FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '#shared/permissions.ts';
import type { ApiKeyAccess } from '#shared/schemas/api-keys.ts';
import { authenticateApiKey } from '../domain/api-keys/authenticate-api-key.ts';
import { AppError } from '../http/app-error.ts';
import type { UserRow } from '../repositories/users.repository.ts';
import { SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts Express API keys: 'read' ones too, or only 'write' ones (docs/decisions/0040-api-keys.md). */
    apiKey?: ApiKeyAccess;
  }
}

const resolved = new WeakMap<FastifyRequest, UserRow | null>();
const viaKey = new WeakSet<FastifyRequest>();

/** `Authorization: Bearer <key>`, if the request carries one. */
function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The signed-in user (session cookie, or an API key where the route accepts one), or null. Once per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const key = bearerKey(request);
  let user: UserRow | null = null;
  if (key !== undefined) {
    // A key, right or wrong, is the whole identity of the request: a cookie beside it is not looked at.
    user = await authenticateApiKey({
      ctx: request.server.ctx,
      key,
      routeAccess: request.routeOptions.config.apiKey,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
    });
    viaKey.add(request);
  } else {
    const token = request.cookies[SESSION_COOKIE];
    if (token) user = (await request.server.ctx.sessions.userFor(token)) ?? null;
  }
  resolved.set(request, user);
  return user;
}

/** Whether the request was made with an API key (a program) rather than a browser session. */
export const usedApiKey = (request: FastifyRequest) => viaKey.has(request);

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
  // Belt and braces: staff routes never accept keys (they declare no apiKey), and a staff member's key is no badge.
  if (usedApiKey(request)) throw new AppError(403, 'This area is for staff only.', { code: 'staff_only' });
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

/** Any other check that must come before the schemas: a per-network limit counts a malformed attempt too. */
export const before =
  (check: (request: FastifyRequest) => Promise<unknown>) =>
  async (request: FastifyRequest): Promise<void> =>
    void (await check(request));
export const staffOnly =
  (permission: Permission) =>
  async (request: FastifyRequest): Promise<void> =>
    void (await requirePermission(request, permission));
