import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeNextPath } from '#shared/domain/next-path.ts';
import { OidcClient } from '../auth/oidc-client.ts';
import { OIDC_FLOW_COOKIE, OIDC_FLOW_TTL_MS, openOidcFlow, sealOidcFlow } from '../auth/oidc-flow-cookie.ts';
import { startSession } from '../auth/session-cookie.ts';
import { signInWithOidc } from '../domain/users/sign-in-with-oidc.ts';
import { errors, pageResponse, typed } from '../http/contract.ts';
import { simplePage } from '../http/simple-page.ts';

const FLOW_COOKIE_PATH = '/api/auth/google';

export const GOOGLE_NOT_CONFIGURED =
  'Signing in with Google has not been set up on this server. Please sign in with your email and password instead.';
export const GOOGLE_UNAVAILABLE =
  'We could not reach Google just now. Please try again in a few minutes, or sign in with your email and password.';
export const GOOGLE_DID_NOT_COMPLETE =
  'This sign-in attempt expired or did not start in this browser, so we stopped it to keep your account safe. ' +
  'Please go back and choose Continue with Google again.';
export const GOOGLE_CANCELLED = 'You did not finish signing in with Google. You can try again or use your password.';

const TAGS = ['Auth'];
const NOT_CONFIGURED = pageResponse('Google sign-in is not set up on this server');
/**
 * What the provider sends back. Only `error` is read here (the OIDC client checks the rest from the URL); a value
 * that is not one string (a repeated parameter) reads as absent, as it did before the route declared it.
 */
const callbackQuery = z.object({
  code: z.string().optional().catch(undefined),
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined).meta({ description: '"access_denied" when the user cancelled' }),
});

const startQuery = z.object({
  next: z
    .string()
    .optional()
    .catch(undefined)
    .meta({ description: 'A page of this site to land on after signing in (anything else is ignored)' }),
});

/** GET /api/auth/google (spec: browser redirect) and the provider's return to /api/auth/google/callback. */
export async function googleAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const oidc = ctx.config.oidc ? new OidcClient(ctx.config.oidc) : undefined;

  const page = (reply: FastifyReply, status: number, title: string, text: string) => {
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return simplePage(title, text);
  };
  // From PUBLIC_URL only: a forged Host header must never choose where the provider sends the user back.
  const callbackUrl = () => `${ctx.config.publicUrl}/api/auth/google/callback`;

  const api = typed(app);

  api.get(
    '/api/auth/google',
    {
      schema: {
        tags: TAGS,
        summary: 'Start signing in with Google: redirects the browser to the provider',
        security: [],
        querystring: startQuery,
        response: {
          302: z.null().meta({ description: "Redirect to Google's sign-in page" }),
          ...errors(429),
          501: NOT_CONFIGURED,
          502: pageResponse('Google could not be reached'),
        },
      },
    },
    async (request, reply) => {
      if (!oidc) return page(reply, 501, 'Google sign-in is not available', GOOGLE_NOT_CONFIGURED);
      await ctx.limits.loginPerIp.consume(request.ip, 'sign-in attempts from this network');
      let started;
      try {
        started = await oidc.start(callbackUrl());
      } catch (error) {
        request.log.error({ err: error }, 'OpenID provider discovery failed');
        return page(reply, 502, 'Google sign-in is not available right now', GOOGLE_UNAVAILABLE);
      }
      // Where the visitor was going before signing in; anything but a page of this site is dropped.
      const next = safeNextPath(request.query.next);
      const flow = next ? { ...started.flow, next } : started.flow;
      reply.setCookie(OIDC_FLOW_COOKIE, sealOidcFlow(flow, ctx.config.sessionSecret), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
        maxAge: OIDC_FLOW_TTL_MS / 1000,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.url.href);
    },
  );

  api.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags: TAGS,
        summary: "Google's return: signs the browser in and redirects home (a page when it cannot)",
        security: [],
        querystring: callbackQuery,
        response: {
          302: z.null().meta({ description: 'Signed in: redirect to the page asked for (next), else /' }),
          400: pageResponse('Cancelled, expired, or not started in this browser'),
          403: pageResponse('This Google account may not sign in here'),
          501: NOT_CONFIGURED,
        },
      },
    },
    async (request, reply) => {
      if (!oidc) return page(reply, 501, 'Google sign-in is not available', GOOGLE_NOT_CONFIGURED);
      const flow = openOidcFlow(request.cookies[OIDC_FLOW_COOKIE], ctx.config.sessionSecret);
      // Single use: whatever happens next, this attempt cannot be replayed.
      reply.clearCookie(OIDC_FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      if (request.query.error === 'access_denied')
        return page(reply, 400, 'Google sign-in cancelled', GOOGLE_CANCELLED);
      if (!flow) return page(reply, 400, 'Google sign-in did not complete', GOOGLE_DID_NOT_COMPLETE);

      let claims;
      try {
        claims = await oidc.finish(new URL(request.url, ctx.config.publicUrl), flow);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID callback refused');
        return page(reply, 400, 'Google sign-in did not complete', GOOGLE_DID_NOT_COMPLETE);
      }
      const outcome = await signInWithOidc(ctx.db, claims);
      if ('refused' in outcome) return page(reply, 403, 'We could not sign you in with Google', outcome.refused);
      await startSession(ctx, reply, outcome.user);
      return reply.redirect(safeNextPath(flow.next) ?? '/');
    },
  );
}
