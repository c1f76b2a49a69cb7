import type { FastifyInstance, FastifyReply } from 'fastify';
import { toRole } from '#shared/permissions.ts';
import { LoginBodySchema, signupSchemaFor, type SubscriptionStatus } from '#shared/schemas/auth.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { retryMessage } from '../auth/rate-limit.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { logInUser } from '../domain/users/log-in-user.ts';
import { signUpUser } from '../domain/users/sign-up-user.ts';
import { AppError } from '../http/app-error.ts';
import { parseBody } from '../http/validate.ts';
import { toUser, type UserRow } from '../repositories/users.repository.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  async function startSession(reply: FastifyReply, user: UserRow) {
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

  app.post('/api/auth/signup', async (request, reply) => {
    const wait = ctx.limits.signupPerIp.retryAfter(request.ip);
    if (wait > 0)
      throw new AppError(429, retryMessage('sign-ups from this network', wait), { 'retry-after': String(wait) });
    ctx.limits.signupPerIp.hit(request.ip);
    const signup = parseBody(signupSchemaFor(request.body), request.body);
    const user = await signUpUser({ db: ctx.db, signup });
    reply.code(201);
    return startSession(reply, user);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const body = parseBody(LoginBodySchema, request.body);
    const user = await logInUser({ ctx, body, ip: request.ip });
    return startSession(reply, user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await ctx.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/auth/user', async (request) => toUser(await requireUser(request)));

  app.get('/api/subscription-status', async (request): Promise<SubscriptionStatus> => {
    const user = await currentUser(request);
    if (!user) throw new AppError(401, 'Not signed in');
    return {
      plan: toUser(user).plan,
      status: user.plan_status === 'active' ? 'active' : 'unpaid',
      hasAccess: user.has_access === 1,
      role: toRole(user.role),
    };
  });

  // The seam for the OpenID issue: a clear answer instead of a broken redirect.
  app.get('/api/auth/google', async (_request, reply) => {
    reply.code(501).type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Google sign-in unavailable</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Google sign-in is not available yet</h1>
<p>Signing in with Google has not been set up on this server. Please sign in with your email and password instead.</p>
<p><a href="/auth?tab=login">Back to sign in</a></p></body></html>`;
  });
}
