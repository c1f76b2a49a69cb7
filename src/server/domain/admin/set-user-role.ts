import { toRole } from '#shared/permissions.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';

/** An admin grants or removes the staff role. Admins themselves are made by ADMIN_EMAIL, never here. */
export async function setUserRole({
  db,
  admin,
  userId,
  role,
}: {
  db: Db;
  admin: UserRow;
  userId: number;
  role: 'user' | 'staff';
}): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(404, 'User not found');
  if (toRole(user.role) === 'admin')
    throw new AppError(409, 'An administrator keeps the admin role; change ADMIN_EMAIL instead.');
  if (user.role !== role) {
    await updateUser(db, userId, { role });
    await insertAudit(db, {
      actorId: admin.id,
      action: 'user.role',
      subjectType: 'user',
      subjectId: userId,
      before: { role: toRole(user.role) },
      after: { role },
    });
  }
  return { ...user, role };
}
