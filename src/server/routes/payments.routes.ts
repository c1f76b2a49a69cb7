import type { FastifyInstance } from 'fastify';
import {
  createPaymentIntentBodySchema,
  paymentSuccessQuerySchema,
  type CreatePaymentIntentResponse,
  type PaymentSuccessResponse,
  type PaymentsConfig,
} from '#shared/schemas/payments.ts';
import { requireUser } from '../auth/guards.ts';
import { completePaymentSession } from '../domain/payments/complete-payment-session.ts';
import { createPaymentSession } from '../domain/payments/create-payment-session.ts';
import { createStripeCheckout } from '../domain/payments/stripe-checkout.ts';
import { createStripeClient } from '../domain/payments/stripe-client.ts';
import { verifyStripeSession } from '../domain/payments/verify-stripe-session.ts';
import { parseBody } from '../http/validate.ts';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const mode = config.paymentsMode;
  // With STRIPE_SECRET_KEY set, purchases go through Stripe Checkout; without it test mode is unchanged.
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;

  // Public: the pricing page shows its test-mode banner to visitors too.
  app.get('/api/payments/config', async (): Promise<PaymentsConfig> => ({ mode }));

  app.post('/api/create-payment-intent', async (request): Promise<CreatePaymentIntentResponse> => {
    const user = await requireUser(request);
    await app.ctx.limits.paymentSessionsPerUser.consume(String(user.id), 'checkout attempts');
    const body = parseBody(createPaymentIntentBodySchema, request.body);
    if (stripe) {
      return createStripeCheckout({ db, stripe, user, body, siteUrl: config.publicUrl });
    }
    return createPaymentSession({ db, mode, user, body });
  });

  app.get('/api/payment-success', async (request, reply): Promise<PaymentSuccessResponse> => {
    const user = await requireUser(request);
    const query = parseBody(paymentSuccessQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    if (stripe) return verifyStripeSession({ db, stripe, user, sessionId: query.session_id });
    return completePaymentSession({ db, mode, user, sessionId: query.session_id });
  });
}
