import type Stripe from 'stripe';
import { PAYMENT_SERVICE_UNAVAILABLE, type PaymentSuccessResponse } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnedPaymentSession } from '../../repositories/payments.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { activatePaidSession } from './activate-paid-session.ts';
import { stripeSessionPaidFor } from './stripe-session-check.ts';
import { inTransaction } from '../../repositories/transaction.ts';

/**
 * /success?session_id=cs_…: asks Stripe whether the caller's Checkout Session is paid and activates the plan
 * (idempotent with the webhook, whichever comes first). Unknown, someone else's or unpaid: {success: false}.
 */
export async function verifyStripeSession({
  db,
  stripe,
  user,
  sessionId,
}: {
  db: Db;
  stripe: Stripe;
  user: UserRow;
  sessionId: string;
}): Promise<PaymentSuccessResponse> {
  const row = await findOwnedPaymentSession(db, user.id, sessionId);
  if (!row) return { success: false };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch {
    throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);
  }
  if (!stripeSessionPaidFor(session, row)) return { success: false };
  return inTransaction(db, (trx) => activatePaidSession(trx, row));
}
