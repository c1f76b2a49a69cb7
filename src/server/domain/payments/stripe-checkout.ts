import type Stripe from 'stripe';
import { PLANS } from '#shared/constants.ts';
import {
  PAYMENT_SERVICE_UNAVAILABLE,
  planAmountCents,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { insertPaymentSession } from '../../repositories/payments.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { assertPlanPurchasable } from './create-payment-session.ts';

/**
 * Creates a Stripe Checkout Session for a one-time plan price (docs/decisions/0024-stripe-payments.md) and records it
 * as a pending payment session under Stripe's id, so /success and the webhook find the buyer and the plan.
 */
export async function createStripeCheckout({
  db,
  stripe,
  user,
  body,
  siteUrl,
}: {
  db: Db;
  stripe: Stripe;
  user: UserRow;
  body: CreatePaymentIntentBody;
  siteUrl: string;
}): Promise<CreatePaymentIntentResponse> {
  const { planId } = body;
  assertPlanPurchasable(user, planId);
  const amountCents = planAmountCents(planId);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: amountCents,
            product_data: { name: `Passport Buddy ${PLANS[planId].name} plan` },
          },
        },
      ],
      // Stripe substitutes {CHECKOUT_SESSION_ID}; it must stay unescaped.
      success_url: `${siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/pricing`,
      client_reference_id: String(user.id),
      customer_email: user.email,
      metadata: { userId: String(user.id), planId },
    });
  } catch {
    throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);
  }
  if (!session.url) throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);
  await insertPaymentSession(db, { id: session.id, userId: user.id, planId, amountCents });
  return { checkoutUrl: session.url };
}
