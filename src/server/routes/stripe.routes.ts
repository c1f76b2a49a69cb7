import type { FastifyInstance } from 'fastify';
import { PAYMENT_SERVICE_UNAVAILABLE, stripeWebhookResponseSchema } from '#shared/schemas/payments.ts';
import { createStripeClient } from '../domain/payments/stripe-client.ts';
import { handleStripeWebhook } from '../domain/payments/stripe-webhook.ts';
import { AppError } from '../http/app-error.ts';
import { errors, typed } from '../http/contract.ts';

/**
 * Stripe's webhook. Its own plugin scope, because the signature is over the exact bytes Stripe sent: JSON is
 * kept as a raw Buffer here and nowhere else (so the body is checked by its signature, not by a schema).
 */
export async function stripeRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const settings = config.stripe;
  const stripe = settings ? createStripeClient(settings) : undefined;

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  typed(app).post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['Payments'],
        summary: "Stripe's events (signed with the Stripe-Signature header); activates a paid plan once",
        security: [],
        response: { 200: stripeWebhookResponseSchema, ...errors(400, 503) },
      },
    },
    async (request) => {
      if (!stripe || !settings?.webhookSecret) throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'Expected a JSON event body');
      const header = request.headers['stripe-signature'];
      return handleStripeWebhook({
        db,
        stripe,
        webhookSecret: settings.webhookSecret,
        rawBody: request.body,
        signature: typeof header === 'string' ? header : undefined,
      });
    },
  );
}
