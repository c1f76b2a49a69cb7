import { z } from 'zod';
import { PLAN_IDS, PLANS, type PlanId } from '../constants.ts';

/** PAYMENTS_MODE: 'test' activates a plan without a card; 'live' needs a payment provider (none yet). */
export const PAYMENTS_MODES = ['test', 'live'] as const;
export const paymentsModeSchema = z.enum(PAYMENTS_MODES);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment Service Unavailable';
export const UPGRADE_FAILED_TITLE = 'Upgrade Failed';
export const UPGRADE_FAILED_FALLBACK = 'Unable to process upgrade. Please try again.';
export const TEST_MODE_BANNER = 'Test mode: no card is charged';

const PLAN_CHOICE_MESSAGE = 'Choose a plan: basic, pro or express.';

/** POST /api/create-payment-intent */
export const createPaymentIntentBodySchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: PLAN_CHOICE_MESSAGE }),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const createPaymentIntentResponseSchema = z.object({ checkoutUrl: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** GET /api/payment-success?session_id= */
export const paymentSuccessQuerySchema = z.object({
  session_id: z
    .string({ error: 'session_id is required' })
    .trim()
    .min(1, 'session_id is required')
    .max(200, 'session_id is not valid'),
});
export type PaymentSuccessQuery = z.infer<typeof paymentSuccessQuerySchema>;

const planIdSchema = z.enum(PLAN_IDS);
export const paymentSuccessResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    /** The plan this payment bought. */
    planId: planIdSchema,
    amountCents: z.number().int(),
    /** The account's plan after the payment (never lower than one already paid for). */
    plan: planIdSchema,
    hasAccess: z.boolean(),
  }),
  z.object({ success: z.literal(false) }),
]);
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

/** POST /api/stripe/webhook: the event was checked and recorded; `activated` when it turned a plan on now. */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), activated: z.boolean() });
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** GET /api/payments/config: what the pricing page needs to know before anyone signs in. */
export const paymentsConfigSchema = z.object({ mode: paymentsModeSchema });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** Prices are stored in cents so no float ever reaches a payment record. */
export const planAmountCents = (planId: PlanId): number => Math.round(PLANS[planId].price * 100);

/** Plans ordered by what they include: a paid plan is never replaced by a lesser one. */
export const planRank = (planId: PlanId): number => PLAN_IDS.indexOf(planId);

/** The test-mode checkout "page" is our own success page (docs/decisions/0004-payments-test-mode.md). */
export const testCheckoutUrl = (sessionId: string): string => `/success?session_id=${encodeURIComponent(sessionId)}`;
