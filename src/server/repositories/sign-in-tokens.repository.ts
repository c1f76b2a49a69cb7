import { nowIso, type Db } from '../db/connect.ts';

export type TokenPurpose = 'sign-in' | 'verify-email';

/** A single-use e-mailed token, stored only as its keyed hash (`id`). */
export async function insertSignInToken(
  db: Db,
  token: { id: string; userId: number; expiresAt: Date; purpose: TokenPurpose },
) {
  await db
    .insertInto('sign_in_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
      purpose: token.purpose,
      created_at: nowIso(),
    })
    .execute();
}

/** Marks the token used in the same statement that checks it, so two clicks cannot both succeed. */
export async function useSignInToken(db: Db, id: string): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('sign_in_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
