import type { FastifyInstance } from 'fastify';
import { safeNextPath } from '#shared/domain/next-path.ts';
import { toRole } from '#shared/permissions.ts';
import {
  ChangePasswordBodySchema,
  EMAIL_CONFIRMED,
  LoginBodySchema,
  PASSWORD_CHANGED,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_SENT,
  SignInLinkBodySchema,
  VERIFY_EMAIL_INVALID,
  VERIFY_EMAIL_SENT,
  signupSchemaFor,
  type SubscriptionStatus,
} from '#shared/schemas/auth.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { startSession } from '../auth/session-cookie.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { changePassword } from '../domain/users/change-password.ts';
import { confirmEmail, sendVerificationLink } from '../domain/users/email-verification.ts';
import { logInUser } from '../domain/users/log-in-user.ts';
import { sendSignInLink, useSignInLink } from '../domain/users/sign-in-links.ts';
import { startDemo } from '../domain/users/start-demo.ts';
import { signUpUser } from '../domain/users/sign-up-user.ts';
import { AppError } from '../http/app-error.ts';
import { simplePage } from '../http/simple-page.ts';
import { parseBody } from '../http/validate.ts';
import { toUser } from '../repositories/users.repository.ts';

type SignInLinkRequest = { Params: { token: string }; Querystring: { next?: string } };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/api/auth/signup', async (request, reply) => {
    await ctx.limits.signupPerIp.consume(request.ip, 'sign-ups from this network');
    const signup = parseBody(signupSchemaFor(request.body), request.body);
    const user = await signUpUser({ db: ctx.db, signup });
    await sendVerificationLink(ctx, user);
    reply.code(201);
    return startSession(ctx, reply, user);
  });

  // The account works at once; proving the address is what lets Google connect to it (email-verification.md).
  app.get<{ Params: { token: string } }>('/api/auth/verify-email/:token', async (request, reply) => {
    const user = await confirmEmail(ctx, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!user) return reply.code(400).send(simplePage('Confirmation link not valid', VERIFY_EMAIL_INVALID));
    return simplePage('E-mail address confirmed', EMAIL_CONFIRMED, { href: '/', label: 'Continue to Passport Buddy' });
  });

  app.post('/api/auth/verify-email', async (request) => {
    const user = await requireUser(request);
    await ctx.limits.signInLinksPerAccount.consume(`verify:${user.id}`, 'confirmation e-mails');
    await sendVerificationLink(ctx, user);
    return { message: VERIFY_EMAIL_SENT };
  });

  app.post('/api/auth/password', async (request, reply) => {
    const user = await requireUser(request);
    await ctx.limits.loginPerIp.consume(request.ip, 'password attempts');
    const body = parseBody(ChangePasswordBodySchema, request.body);
    await changePassword({ ctx, user, body });
    // Every session ended, this one too: the browser that changed it continues on a new one.
    await startSession(ctx, reply, user);
    return { message: PASSWORD_CHANGED };
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
    const { email, next } = parseBody(SignInLinkBodySchema, request.body);
    await ctx.limits.signInLinksPerAccount.consume(email, 'sign-in link requests for this address');
    await sendSignInLink({ ctx, email, next });
    return { message: SIGN_IN_LINK_SENT };
  });

  app.get<SignInLinkRequest>('/api/auth/sign-in-link/:token', async (request, reply) => {
    const user = await useSignInLink({ ctx, token: request.params.token });
    if (!user) {
      reply.code(400).type('text/html; charset=utf-8');
      return simplePage('Sign-in link not valid', SIGN_IN_LINK_INVALID);
    }
    await startSession(ctx, reply, user);
    // The link may carry the page the owner was going to; it is checked again here, as anyone can edit a URL.
    return reply.redirect(safeNextPath(request.query.next) ?? '/');
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
      emailVerified: user.email_verified_at !== null,
    };
  });
}
