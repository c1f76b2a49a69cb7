import type { LoginBody } from '#shared/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { retryMessage } from '../../auth/rate-limit.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, type UserRow } from '../../repositories/users.repository.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** A hash nobody's password matches: unknown accounts cost the same argon2 work as known ones. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));

/**
 * Checks the credentials under a per-IP limit and a per-account backoff that grows with each attempt.
 * An unknown address, an account without a password and a wrong password get the same answer after the same
 * work, so sign-in does not tell who has an account. The 429 for an account points its owner at the e-mailed
 * sign-in link, which works at any time.
 */
export async function logInUser({ ctx, body, ip }: { ctx: AppContext; body: LoginBody; ip: string }): Promise<UserRow> {
  const { loginPerIp, loginPerAccount } = ctx.limits;
  await loginPerIp.consume(ip, 'sign-in attempts');
  const wait = await loginPerAccount.begin(body.email);
  if (wait > 0) {
    const message = `${retryMessage('failed sign-in attempts for this account', wait)} Or ask for a sign-in link by e-mail.`;
    throw new AppError(429, message, { headers: { 'retry-after': String(wait) } });
  }

  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password);
  if (!user || !user.password_hash || !ok)
    throw new AppError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
  await loginPerAccount.reset(body.email);
  return user;
}
