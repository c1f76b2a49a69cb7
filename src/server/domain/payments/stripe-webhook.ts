import type Stripe from 'stripe';
import type { StripeWebhookResponse } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { findPaymentSessionById } from '../../repositories/payments.repository.ts';
import { activatePaidSession } from './activate-paid-session.ts';
import { stripeSessionPaidFor } from './stripe-session-check.ts';
import { inTransaction } from '../../repositories/transaction.ts';

export const WEBHOOK_SIGNATURE_INVALID = 'Invalid Stripe signature';

/**
 * POST /api/stripe/webhook: verifies the signature over the raw body (and its timestamp, so an old event
 * replayed later is refused), then on checkout.session.completed activates the recorded buyer's plan once.
 * Other events are acknowledged and ignored.
 */
export async function handleStripeWebhook({
  db,
  stripe,
  webhookSecret,
  rawBody,
  signature,
}: {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<StripeWebhookResponse> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw new AppError(400, WEBHOOK_SIGNATURE_INVALID);
  }
  if (event.type !== 'checkout.session.completed') return { received: true, activated: false };

  const session = event.data.object;
  return inTransaction(db, async (trx) => {
    const row = await findPaymentSessionById(trx, session.id);
    // A session we never created, or one whose buyer or amount differs from our record, grants nothing.
    if (!row || !stripeSessionPaidFor(session, row)) return { received: true, activated: false };
    const wasPending = row.status === 'pending';
    const result = await activatePaidSession(trx, row);
    return { received: true, activated: result.success && wasPending };
  });
}
