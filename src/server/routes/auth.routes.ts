import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
  SignupBodySchema,
  SubscriptionStatusSchema,
  UserSchema,
  VERIFY_EMAIL_INVALID,
  VERIFY_EMAIL_SENT,
} from '#shared/schemas/auth.ts';
import { before, currentUser, requireUser } from '../auth/guards.ts';
import { startSession } from '../auth/session-cookie.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { changePassword } from '../domain/users/change-password.ts';
import { confirmEmail, sendVerificationLink } from '../domain/users/email-verification.ts';
import { logInUser } from '../domain/users/log-in-user.ts';
import { sendSignInLink, useSignInLink } from '../domain/users/sign-in-links.ts';
import { startDemo } from '../domain/users/start-demo.ts';
import { signUpUser } from '../domain/users/sign-up-user.ts';
import { AppError } from '../http/app-error.ts';
import { errors, messageSchema, pageResponse, SIGNED_IN, successSchema, typed } from '../http/contract.ts';
import { simplePage } from '../http/simple-page.ts';
import { toUser } from '../repositories/users.repository.ts';

const TAGS = ['Auth'];
const tokenParams = z.object({ token: z.string().meta({ description: 'The token from the e-mailed link' }) });
const nextQuery = z.object({
  next: z.string().optional().catch(undefined).meta({ description: 'The page to land on (same-site paths only)' }),
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  api.post(
    '/api/auth/signup',
    {
      // Every attempt counts against the network's limit, a malformed one too.
      preValidation: before((request) => ctx.limits.signupPerIp.consume(request.ip, 'sign-ups from this network')),
      schema: {
        tags: TAGS,
        summary: 'Create an account and sign in (auth page: first and last name; landing modal: one name)',
        security: [],
        body: SignupBodySchema,
        response: { 201: UserSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await signUpUser({ db: ctx.db, signup: request.body });
      await sendVerificationLink(ctx, user);
      reply.code(201);
      return startSession(ctx, reply, user);
    },
  );

  // The account works at once; proving the address is what lets Google connect to it (docs/decisions/0037-email-verification.md).
  api.get(
    '/api/auth/verify-email/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the e-mail address (the link in the confirmation e-mail; answers a page)',
        security: [],
        params: tokenParams,
        response: {
          200: pageResponse('The address is confirmed'),
          400: pageResponse('The link has expired or was already used'),
        },
      },
    },
    async (request, reply) => {
      const user = await confirmEmail(ctx, request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!user) return reply.code(400).send(simplePage('Confirmation link not valid', VERIFY_EMAIL_INVALID));
      return simplePage('E-mail address confirmed', EMAIL_CONFIRMED, {
        href: '/',
        label: 'Continue to Passport Buddy',
      });
    },
  );

  api.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new link to confirm your address',
        response: { 200: messageSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await ctx.limits.signInLinksPerAccount.consume(`verify:${user.id}`, 'confirmation e-mails');
      await sendVerificationLink(ctx, user);
      return { message: VERIFY_EMAIL_SENT };
    },
  );

  api.post(
    '/api/auth/password',
    {
      preValidation: before(async (request) => {
        await requireUser(request);
        await ctx.limits.loginPerIp.consume(request.ip, 'password attempts');
      }),
      schema: {
        tags: TAGS,
        summary: 'Set a new password (the current one too, when the account has one); signs other devices out',
        body: ChangePasswordBodySchema,
        response: { 200: messageSchema, ...errors(400, 403, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await changePassword({ ctx, user, body: request.body });
      // Every session ended, this one too: the browser that changed it continues on a new one.
      await startSession(ctx, reply, user);
      return { message: PASSWORD_CHANGED };
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password (sets the session cookie)',
        security: [],
        body: LoginBodySchema,
        response: { 200: UserSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await logInUser({ ctx, body: request.body, ip: request.ip });
      return startSession(ctx, reply, user);
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign this browser out (succeeds when already signed out)',
        security: [],
        response: { 200: successSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await ctx.sessions.destroy(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  api.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign every device out, this one too',
        response: { 200: successSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await ctx.sessions.destroyAllFor(user.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  // Each visitor gets a throwaway account of their own (docs/decisions/0013-production-defaults.md).
  api.post(
    '/api/auth/demo',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a demo: a throwaway account of your own, signed in (404 where demos are off)',
        security: [],
        response: { 201: UserSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      await ctx.limits.demosPerIp.consume(request.ip, 'demo accounts from this network');
      const user = await startDemo({ ctx });
      reply.code(201);
      return startSession(ctx, reply, user);
    },
  );

  api.post(
    '/api/auth/sign-in-link',
    {
      preValidation: before((request) =>
        ctx.limits.signInLinksPerIp.consume(request.ip, 'sign-in link requests from this network'),
      ),
      schema: {
        tags: TAGS,
        summary: 'E-mail a single-use sign-in link (the same answer whether or not the account exists)',
        security: [],
        body: SignInLinkBodySchema,
        response: { 200: messageSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { email, next } = request.body;
      await ctx.limits.signInLinksPerAccount.consume(email, 'sign-in link requests for this address');
      await sendSignInLink({ ctx, email, next });
      return { message: SIGN_IN_LINK_SENT };
    },
  );

  api.get(
    '/api/auth/sign-in-link/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Use a sign-in link: signs the browser in and redirects home (a page when the link is spent)',
        security: [],
        params: tokenParams,
        querystring: nextQuery,
        response: {
          302: z.null().meta({ description: 'Signed in: redirect to the page asked for (next), else /' }),
          400: pageResponse('The link has expired or was already used'),
        },
      },
    },
    async (request, reply) => {
      const user = await useSignInLink({ ctx, token: request.params.token });
      if (!user) {
        reply.code(400).type('text/html; charset=utf-8');
        return simplePage('Sign-in link not valid', SIGN_IN_LINK_INVALID);
      }
      await startSession(ctx, reply, user);
      // The link may carry the page the owner was going to; it is checked again here, as anyone can edit a URL.
      return reply.redirect(safeNextPath(request.query.next) ?? '/');
    },
  );

  api.get(
    '/api/auth/user',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        response: { 200: UserSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request) => toUser(await requireUser(request)),
  );

  api.get(
    '/api/subscription-status',
    {
      schema: {
        tags: TAGS,
        summary: 'Your plan, whether it is paid, your role and whether your address is confirmed',
        response: { 200: SubscriptionStatusSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (!user) throw new AppError(401, 'Not signed in');
      return {
        plan: toUser(user).plan,
        status: user.plan_status === 'active' ? ('active' as const) : ('unpaid' as const),
        hasAccess: user.has_access === 1,
        role: toRole(user.role),
        emailVerified: user.email_verified_at !== null,
      };
    },
  );
}
