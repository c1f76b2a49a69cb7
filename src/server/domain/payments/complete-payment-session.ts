import {
  PAYMENT_SERVICE_UNAVAILABLE,
  type PaymentSuccessResponse,
  type PaymentsMode,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnedPaymentSession } from '../../repositories/payments.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { activatePaidSession } from './activate-paid-session.ts';
import { inTransaction } from '../../repositories/transaction.ts';

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
  // Live mode verifies with Stripe (verify-stripe-session.ts); a leftover test session must never activate a plan for free.
  if (mode !== 'test') throw new AppError(503, PAYMENT_SERVICE_UNAVAILABLE);

  return inTransaction(db, async (trx) => {
    const session = await findOwnedPaymentSession(trx, user.id, sessionId);
    if (!session) return { success: false };
    return activatePaidSession(trx, session);
  });
}
