import type { NormalisedSignup } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/connect.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, insertUser, type UserRow } from '../../repositories/users.repository.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates the account. The answer for an address already registered (409) necessarily differs from a new
 * account's; the work before it does not (the password is hashed first), and AUTH_IP_LIMIT keeps any probing
 * of addresses slow (docs/decisions/0009-sessions-and-rate-limits.md).
 */
export async function signUpUser({ db, signup }: { db: Db; signup: NormalisedSignup }): Promise<UserRow> {
  assertPasswordNotCommon(signup.password);
  const passwordHash = await hashPassword(signup.password);
  if (await findUserByEmail(db, signup.email)) throw new AppError(409, EMAIL_TAKEN, { code: 'email_taken' });
  try {
    return await insertUser(db, { ...signup, passwordHash });
  } catch (error) {
    // Two signups racing for one email: the unique index decides.
    assertPasswordNotCommon(signup.password);
    if (await findUserByEmail(db, signup.email)) throw new AppError(409, EMAIL_TAKEN, { code: 'email_taken' });
    throw error;
  }
}
