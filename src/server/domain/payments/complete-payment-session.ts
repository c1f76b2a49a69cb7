import { isPlanId, type PlanId } from '#shared/constants.ts';
import {
  PAYMENT_SERVICE_UNAVAILABLE,
  planRank,
  type PaymentSuccessResponse,
  type PaymentsMode,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnedPaymentSession, markPaymentSessionPaid } from '../../repositories/payments.repository.ts';
import { findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';

/** A paid plan is never replaced by a lesser one, e.g. when an older Basic session is completed after Pro. */
function planAfterPayment(user: UserRow, bought: PlanId): PlanId {
  const current = isPlanId(user.plan) ? user.plan : bought;
  return user.plan_status === 'active' && planRank(current) > planRank(bought) ? current : bought;
}

/**
 * Verifies the caller's payment session and activates its plan. Idempotent: a session that is already paid
 * answers success again and changes nothing; an unknown or someone else's id answers {success: false}.
 */
export async function completePaymentSession({
  db,
  mode,
  user,
  sessionId,
}: {
  db: Db;
  mode: PaymentsMode;
  user: UserRow;
  sessionId: string;
}): Promise<PaymentSuccessResponse> {
  // Live mode would verify with the provider; a leftover test session must never activate a plan for free.
  if (mode !== 'test') throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);

  return db.transaction().execute(async (trx) => {
    const session = await findOwnedPaymentSession(trx, user.id, sessionId);
    if (!session || !isPlanId(session.plan_id)) return { success: false };

    if (await markPaymentSessionPaid(trx, session.id)) {
      const fresh = (await findUserById(trx, user.id)) ?? user;
      await updateUser(trx, user.id, {
        plan: planAfterPayment(fresh, session.plan_id),
        plan_status: 'active',
        has_access: 1,
      });
    }
    const after = (await findUserById(trx, user.id)) ?? user;
    return {
      success: true,
      planId: session.plan_id,
      amountCents: session.amount_cents,
      plan: isPlanId(after.plan) ? after.plan : session.plan_id,
      hasAccess: after.has_access === 1,
    };
  });
}
