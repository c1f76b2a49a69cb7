import type { FastifyInstance } from 'fastify';
import { PAYMENT_SERVICE_UNAVAILABLE } from '#shared/schemas/payments.ts';
import { createStripeClient } from '../domain/payments/stripe-client.ts';
import { handleStripeWebhook, type WebhookOutcome } from '../domain/payments/stripe-webhook.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Stripe's webhook. Its own plugin scope, because the signature is over the exact bytes Stripe sent: JSON is
 * kept as a raw Buffer here and nowhere else.
 */
export async function stripeRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const settings = config.stripe;
  const stripe = settings ? createStripeClient(settings) : undefined;

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/stripe/webhook', async (request): Promise<WebhookOutcome> => {
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
  });
}
