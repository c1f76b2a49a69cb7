import { isPlanId, type PlanId } from '#shared/constants.ts';
import { planRank, type PaymentSuccessResponse } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { markPaymentSessionPaid, type PaymentSessionRow } from '../../repositories/payments.repository.ts';
import { findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';

/** A paid plan is never replaced by a lesser one, e.g. when an older Basic session is completed after Pro. */
function planAfterPayment(user: UserRow, bought: PlanId): PlanId {
  const current = isPlanId(user.plan) ? user.plan : bought;
  return user.plan_status === 'active' && planRank(current) > planRank(bought) ? current : bought;
}

/**
 * Marks a verified payment session paid and activates its plan for the session's owner, exactly once: the
 * second call (a replayed webhook, /success after the webhook) changes nothing and answers the same success.
 * Call inside a transaction.
 */
export async function activatePaidSession(trx: Db, session: PaymentSessionRow): Promise<PaymentSuccessResponse> {
  if (!isPlanId(session.plan_id)) return { success: false };
  const userId = session.user_id;
  if (await markPaymentSessionPaid(trx, session.id)) {
    const fresh = await findUserById(trx, userId);
    if (!fresh) return { success: false };
    await updateUser(trx, userId, {
      plan: planAfterPayment(fresh, session.plan_id),
      plan_status: 'active',
      has_access: 1,
    });
  }
  const after = await findUserById(trx, userId);
  if (!after) return { success: false };
  return {
    success: true,
    planId: session.plan_id,
    amountCents: session.amount_cents,
    plan: isPlanId(after.plan) ? after.plan : session.plan_id,
    hasAccess: after.has_access === 1,
  };
}
