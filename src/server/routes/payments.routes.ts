import type { FastifyInstance } from 'fastify';
import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  paymentSuccessQuerySchema,
  paymentSuccessResponseSchema,
  paymentsConfigSchema,
} from '#shared/schemas/payments.ts';
import { before, requireUser, signedIn } from '../auth/guards.ts';
import { completePaymentSession } from '../domain/payments/complete-payment-session.ts';
import { createPaymentSession } from '../domain/payments/create-payment-session.ts';
import { createStripeCheckout } from '../domain/payments/stripe-checkout.ts';
import { createStripeClient } from '../domain/payments/stripe-client.ts';
import { verifyStripeSession } from '../domain/payments/verify-stripe-session.ts';
import { errors, SIGNED_IN, typed } from '../http/contract.ts';

const TAGS = ['Payments'];

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const mode = config.paymentsMode;
  // With STRIPE_SECRET_KEY set, purchases go through Stripe Checkout; without it test mode is unchanged.
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
  const api = typed(app);

  // Public: the pricing page shows its test-mode banner to visitors too.
  api.get(
    '/api/payments/config',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether purchases are simulated (test) or charged (live)',
        security: [],
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({ mode }),
  );

  api.post(
    '/api/create-payment-intent',
    {
      // Every checkout attempt counts, a malformed one too.
      preValidation: before(async (request) => {
        const user = await requireUser(request);
        await app.ctx.limits.paymentSessionsPerUser.consume(String(user.id), 'checkout attempts');
      }),
      schema: {
        tags: TAGS,
        summary: 'Start buying a plan: answers the checkout page to open (409 when your plan already includes it)',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors(400, 409, 503, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      if (stripe) {
        return createStripeCheckout({ db, stripe, user, body, siteUrl: config.publicUrl });
      }
      return createPaymentSession({ db, mode, user, body });
    },
  );

  api.get(
    '/api/payment-success',
    {
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Check a finished checkout and activate its plan (idempotent; {success: false} when not paid)',
        querystring: paymentSuccessQuerySchema,
        response: { 200: paymentSuccessResponseSchema, ...errors(400, 503, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = request.query.session_id;
      reply.header('cache-control', 'no-store');
      if (stripe) return verifyStripeSession({ db, stripe, user, sessionId });
      return completePaymentSession({ db, mode, user, sessionId });
    },
  );
}
