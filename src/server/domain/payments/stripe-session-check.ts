import type Stripe from 'stripe';
import type { PaymentSessionRow } from '../../repositories/payments.repository.ts';

/**
 * True when Stripe says this Checkout Session was paid in full by the buyer we recorded: the same user
 * reference and the plan's price. A session of another user or a changed amount activates nothing.
 */
export function stripeSessionPaidFor(session: Stripe.Checkout.Session, row: PaymentSessionRow): boolean {
  return (
    session.id === row.id &&
    session.payment_status === 'paid' &&
    session.client_reference_id === String(row.user_id) &&
    session.amount_total === row.amount_cents
  );
}
