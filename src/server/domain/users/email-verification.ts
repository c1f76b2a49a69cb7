import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/connect.ts';
import { findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';
import { issueEmailToken, redeemEmailToken } from './email-tokens.ts';

export const VERIFY_EMAIL_TTL_MS = 48 * 3_600_000;

/**
 * Mails the account's owner a link that proves the address is theirs. Until it is used, no provider identity
 * is connected to the account and ADMIN_EMAIL does not promote it (docs/decisions/0037-email-verification.md).
 */
export async function sendVerificationLink(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.email_verified_at !== null || user.is_demo === 1) return;
  const token = await issueEmailToken(ctx, user.id, 'verify-email', VERIFY_EMAIL_TTL_MS);
  await ctx.mailer.send({
    to: user.email,
    subject: 'Confirm your e-mail address for Passport Buddy',
    text: [
      `Hello ${user.first_name || 'there'},`,
      '',
      'Please confirm that this address is yours by opening this link within 48 hours:',
      '',
      `${ctx.config.publicUrl}/api/auth/verify-email/${token}`,
      '',
      'If you did not create a Passport Buddy account, do not open the link: someone may have used your address.',
      'Nothing will be connected to it unless the link is used.',
      '',
      'Passport Buddy',
    ].join('\n'),
  });
}

/** Marks the address proven; returns the user, or undefined for an unknown, used or expired link. */
export async function confirmEmail(ctx: AppContext, token: string): Promise<UserRow | undefined> {
  const userId = await redeemEmailToken(ctx, 'verify-email', token);
  if (userId === undefined) return undefined;
  const user = await findUserById(ctx.db, userId);
  if (user && user.email_verified_at === null) await updateUser(ctx.db, user.id, { email_verified_at: nowIso() });
  return user;
}
