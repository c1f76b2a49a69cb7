import { CURRENT_PASSWORD_WRONG, type ChangePasswordBody } from '#shared/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { updateUser, type UserRow } from '../../repositories/users.repository.ts';

export const DEMO_NO_PASSWORD =
  'A demo account cannot have a password: create an account of your own to keep your work.';
export const CONFIRM_EMAIL_FIRST =
  'Confirm your e-mail address first (open the link we e-mailed you), then set a password.';

/**
 * Sets a new password and signs every other device out. An account with a password must give it; one without
 * (made through Google, or whose password a sign-in link removed) may set one once its address is proven.
 */
export async function changePassword({
  ctx,
  user,
  body,
}: {
  ctx: AppContext;
  user: UserRow;
  body: ChangePasswordBody;
}): Promise<void> {
  if (user.is_demo === 1) throw new AppError(403, DEMO_NO_PASSWORD);
  assertPasswordNotCommon(body.newPassword);
  if (user.password_hash !== null) {
    const ok = body.currentPassword !== undefined && (await verifyPassword(user.password_hash, body.currentPassword));
    if (!ok) throw new AppError(403, CURRENT_PASSWORD_WRONG, { code: 'current_password_wrong' });
  } else if (user.email_verified_at === null) {
    throw new AppError(403, CONFIRM_EMAIL_FIRST);
  }
  await updateUser(ctx.db, user.id, { password_hash: await hashPassword(body.newPassword) });
  await ctx.sessions.destroyAllFor(user.id);
}
