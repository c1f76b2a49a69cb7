import type { LoginBody } from '#shared/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import { verifyPassword } from '../../auth/password.ts';
import { retryMessage } from '../../auth/rate-limit.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, type UserRow } from '../../repositories/users.repository.ts';

export const ACCOUNT_NOT_FOUND = 'Account not found. Please create an account first.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks the credentials under a per-IP limit and a per-account backoff that grows with each failure.
 * The 429 for an account points its owner at the e-mailed sign-in link, which works at any time.
 */
export async function logInUser({ ctx, body, ip }: { ctx: AppContext; body: LoginBody; ip: string }): Promise<UserRow> {
  const { loginPerIp, loginPerAccount } = ctx.limits;
  await loginPerIp.consume(ip, 'sign-in attempts');
  const wait = await loginPerAccount.retryAfter(body.email);
  if (wait > 0) {
    const message = `${retryMessage('failed sign-in attempts for this account', wait)} Or ask for a sign-in link by e-mail.`;
    throw new AppError(429, message, { 'retry-after': String(wait) });
  }

  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, body.password))) {
    await loginPerAccount.fail(body.email);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  await loginPerAccount.reset(body.email);
  return user;
}
