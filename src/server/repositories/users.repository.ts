import type { Selectable } from 'kysely';
import { toRole } from '#shared/permissions.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import type { PlanId, User } from '#shared/schemas/auth.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    role: toRole(row.role),
    plan: row.plan as PlanId,
    hasAccess: row.has_access === 1,
    emailVerified: row.email_verified_at !== null,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    role: toRole(row.role),
    plan: row.plan as PlanId,
    createdAt: row.created_at,
  };
}

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertUser(
  db: Db,
  user: {
    email: string;
    /** null: no password sign-in (a demo account). */
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    plan: PlanId;
    role?: 'user' | 'staff' | 'admin';
    isDemo?: boolean;
    /** The address is already proven (a provider verified it, or the operator named it). */
    emailVerified?: boolean;
  },
): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      plan: user.plan,
      role: user.role ?? 'user',
      plan_status: 'unpaid',
      has_access: 0,
      is_demo: user.isDemo ? 1 : 0,
      email_verified_at: user.emailVerified ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<UserRow, 'role' | 'plan' | 'plan_status' | 'has_access' | 'password_hash' | 'email_verified_at'>
  >,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Ends every session of the account (a role or password change made outside the account's own sessions). */
export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
