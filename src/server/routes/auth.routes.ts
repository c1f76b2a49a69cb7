import type { FastifyInstance } from 'fastify';
import { toRole } from '#shared/permissions.ts';
import {
  LoginBodySchema,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_SENT,
  SignInLinkBodySchema,
  signupSchemaFor,
  type SubscriptionStatus,
} from '#shared/schemas/auth.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { startSession } from '../auth/session-cookie.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { logInUser } from '../domain/users/log-in-user.ts';
import { sendSignInLink, useSignInLink } from '../domain/users/sign-in-links.ts';
import { startDemo } from '../domain/users/start-demo.ts';
import { signUpUser } from '../domain/users/sign-up-user.ts';
import { AppError } from '../http/app-error.ts';
import { simplePage } from '../http/simple-page.ts';
import { parseBody } from '../http/validate.ts';
import { toUser } from '../repositories/users.repository.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/api/auth/signup', async (request, reply) => {
    await ctx.limits.signupPerIp.consume(request.ip, 'sign-ups from this network');
    const signup = parseBody(signupSchemaFor(request.body), request.body);
    const user = await signUpUser({ db: ctx.db, signup });
    reply.code(201);
    return startSession(ctx, reply, user);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const body = parseBody(LoginBodySchema, request.body);
    const user = await logInUser({ ctx, body, ip: request.ip });
    return startSession(ctx, reply, user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await ctx.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.post('/api/auth/logout-all', async (request, reply) => {
    const user = await requireUser(request);
    await ctx.sessions.destroyAllFor(user.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  // Each visitor gets a throwaway account of their own (docs/decisions/production-defaults.md).
  app.post('/api/auth/demo', async (request, reply) => {
    await ctx.limits.demosPerIp.consume(request.ip, 'demo accounts from this network');
    const user = await startDemo({ ctx });
    reply.code(201);
    return startSession(ctx, reply, user);
  });

  app.post('/api/auth/sign-in-link', async (request) => {
    await ctx.limits.signInLinksPerIp.consume(request.ip, 'sign-in link requests from this network');
    const { email } = parseBody(SignInLinkBodySchema, request.body);
    await ctx.limits.signInLinksPerAccount.consume(email, 'sign-in link requests for this address');
    await sendSignInLink({ ctx, email });
    return { message: SIGN_IN_LINK_SENT };
  });

  app.get<{ Params: { token: string } }>('/api/auth/sign-in-link/:token', async (request, reply) => {
    const user = await useSignInLink({ ctx, token: request.params.token });
    if (!user) {
      reply.code(400).type('text/html; charset=utf-8');
      return simplePage('Sign-in link not valid', SIGN_IN_LINK_INVALID);
    }
    await startSession(ctx, reply, user);
    return reply.redirect('/');
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
}
