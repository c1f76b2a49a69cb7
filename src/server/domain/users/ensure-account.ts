import { DEMO_ACCOUNT } from '#shared/demo-account.ts';
import type { Db } from '../../db/connect.ts';
import { hashPassword } from '../../auth/password.ts';
import { findUserByEmail, insertUser, updateUser } from '../../repositories/users.repository.ts';

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

/** The demo account of the landing page's demo sign-in: a Basic plan with analysis unlocked. */
export async function ensureDemoAccount(db: Db): Promise<void> {
  if (await findUserByEmail(db, DEMO_ACCOUNT.email)) return;
  const user = await insertUser(db, {
    ...DEMO_ACCOUNT,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    plan: 'basic',
  });
  await updateUser(db, user.id, { plan_status: 'active', has_access: 1 });
}
