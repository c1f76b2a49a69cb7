import type { Db } from '../../db/connect.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser, findUserByEmail, insertUser, updateUser } from '../../repositories/users.repository.ts';

export const ADMIN_NOT_PROMOTED =
  'ADMIN_EMAIL names an existing account that was not made admin: its password is not ADMIN_PASSWORD, or its ' +
  'address has not been confirmed. Sign in to that account, confirm its address and set ADMIN_PASSWORD to its ' +
  'password, or choose another ADMIN_EMAIL (docs/decisions/0037-email-verification.md).';

/**
 * Creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD, or gives an existing account the admin role only when
 * its owner proved the address and its password is ADMIN_PASSWORD: anyone can sign up with the operator's
 * address before the operator does, and must not become admin with a password of their own.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  warn: (message: string) => void = console.warn,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin') return;
    const proven =
      existing.email_verified_at !== null &&
      existing.password_hash !== null &&
      (await verifyPassword(existing.password_hash, admin.password));
    if (proven) await updateUser(db, existing.id, { role: 'admin' });
    else warn(ADMIN_NOT_PROMOTED);
    return;
  }
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(admin.password),
    firstName: 'Admin',
    lastName: '',
    plan: 'express',
    role: 'admin',
    // The operator named this address; nobody else could have chosen this password.
    emailVerified: true,
  });
}

/** The shared demo account of old versions had a public password (README, client bundle): it may not sign in. */
export async function retireSharedDemoAccount(db: Db): Promise<void> {
  const old = await findUserByEmail(db, 'demo@passportbuddy.example');
  if (!old || old.password_hash === null) return;
  await updateUser(db, old.id, { password_hash: null });
  await deleteSessionsOfUser(db, old.id);
}
