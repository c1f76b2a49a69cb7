import type { LoginBody } from '#shared/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import { verifyPassword } from '../../auth/password.ts';
import { retryMessage } from '../../auth/rate-limit.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, type UserRow } from '../../repositories/users.repository.ts';

export const ACCOUNT_NOT_FOUND = 'Account not found. Please create an account first.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Checks the credentials under two rate limits: per client IP and per account. */
export async function logInUser({ ctx, body, ip }: { ctx: AppContext; body: LoginBody; ip: string }): Promise<UserRow> {
  const { loginPerIp, loginPerAccount } = ctx.limits;
  const wait = Math.max(loginPerIp.retryAfter(ip), loginPerAccount.retryAfter(body.email));
  if (wait > 0) {
    throw new AppError(429, retryMessage('sign-in attempts', wait), { 'retry-after': String(wait) });
  }
  loginPerIp.hit(ip);

  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, body.password))) {
    loginPerAccount.hit(body.email);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  loginPerAccount.reset(body.email);
  return user;
}
