import type { Db } from '../../db/connect.ts';
import { hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser, findUserByEmail, insertUser, updateUser } from '../../repositories/users.repository.ts';

/** Creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD, or gives an existing account the admin role. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') await updateUser(db, existing.id, { role: 'admin' });
    return;
  }
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(admin.password),
    firstName: 'Admin',
    lastName: '',
    plan: 'express',
    role: 'admin',
  });
}

/** The shared demo account of old versions had a public password (README, client bundle): it may not sign in. */
export async function retireSharedDemoAccount(db: Db): Promise<void> {
  const old = await findUserByEmail(db, 'demo@passportbuddy.example');
  if (!old || old.password_hash === null) return;
  await updateUser(db, old.id, { password_hash: null });
  await deleteSessionsOfUser(db, old.id);
}
