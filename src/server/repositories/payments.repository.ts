import type { Selectable } from 'kysely';
import type { PlanId } from '#shared/constants.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { PaymentSessionsTable } from '../db/schema.ts';

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type PaymentSessionStatus = 'pending' | 'paid';

export async function insertPaymentSession(
  db: Db,
  session: { id: string; userId: number; planId: PlanId; amountCents: number },
): Promise<PaymentSessionRow> {
  return db
    .insertInto('payment_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      plan_id: session.planId,
      amount_cents: session.amountCents,
      status: 'pending' satisfies PaymentSessionStatus,
      created_at: nowIso(),
      completed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Only the owner's session: another user's id is indistinguishable from an unknown one. */
export const findOwnedPaymentSession = (db: Db, userId: number, id: string) =>
  db.selectFrom('payment_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Pending -> paid exactly once: true only for the call that made the change, so two racing calls activate once. */
export async function markPaymentSessionPaid(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_sessions')
    .set({ status: 'paid' satisfies PaymentSessionStatus, completed_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending' satisfies PaymentSessionStatus)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** For the Stripe webhook, which names the session but no signed-in user. */
export const findPaymentSessionById = (db: Db, id: string) =>
  db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
