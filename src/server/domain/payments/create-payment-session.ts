import { randomBytes } from 'node:crypto';
import { PLANS, isPlanId, type PlanId } from '#shared/constants.ts';
import {
  PAYMENT_SERVICE_UNAVAILABLE,
  planAmountCents,
  planRank,
  testCheckoutUrl,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type PaymentsMode,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { insertPaymentSession } from '../../repositories/payments.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';

/**
 * Starts a checkout for a plan. In test mode the "checkout" is our own /success page, which verifies the
 * stored session and activates the plan; live mode has no payment provider yet (docs/decisions/0004-payments-test-mode.md).
 */
export async function createPaymentSession({
  db,
  mode,
  user,
  body,
}: {
  db: Db;
  mode: PaymentsMode;
  user: UserRow;
  body: CreatePaymentIntentBody;
}): Promise<CreatePaymentIntentResponse> {
  if (mode !== 'test') throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);
  const { planId } = body;
  assertPlanPurchasable(user, planId);
  const session = await insertPaymentSession(db, {
    id: randomBytes(24).toString('base64url'),
    userId: user.id,
    planId,
    amountCents: planAmountCents(planId),
  });
  return { checkoutUrl: testCheckoutUrl(session.id) };
}

/** The same or a lesser plan than one already paid for is never charged again (409). */
export function assertPlanPurchasable(user: UserRow, planId: PlanId): void {
  if (user.plan_status === 'active' && isPlanId(user.plan) && planRank(user.plan) >= planRank(planId)) {
    const current = PLANS[user.plan].name;
    throw new AppError(
      409,
      user.plan === planId
        ? `You already have the ${current} plan.`
        : `Your ${current} plan already includes everything in ${PLANS[planId].name}.`,
    );
  }
}
