import type { FastifyReply } from 'fastify';
import type { User } from '#shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { toUser, type UserRow } from '../repositories/users.repository.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Signs the browser in as `user`: a new session and its httpOnly cookie. */
export async function startSession(ctx: AppContext, reply: FastifyReply, user: UserRow): Promise<User> {
  const { token, expiresAt } = await ctx.sessions.create(user.id);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    expires: expiresAt,
  });
  return toUser(user);
}
