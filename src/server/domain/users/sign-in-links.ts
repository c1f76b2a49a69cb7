import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/connect.ts';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';
import { issueEmailToken, redeemEmailToken } from './email-tokens.ts';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/**
 * E-mails a single-use link that signs the owner in even while failed attempts hold the account back.
 * Unknown addresses get no mail and the same answer. `next` (already a checked same-site path) is where the
 * link lands.
 */
export async function sendSignInLink({
  ctx,
  email,
  next,
}: {
  ctx: AppContext;
  email: string;
  next?: string | undefined;
}) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.is_demo === 1) return;
  const token = await issueEmailToken(ctx, user.id, 'sign-in', SIGN_IN_LINK_TTL_MS);
  const unconfirmed = user.email_verified_at === null && user.password_hash !== null;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Passport Buddy sign-in link',
    text: [
      'Use this link within 15 minutes to sign in to Passport Buddy. It works once.',
      '',
      `${ctx.config.publicUrl}/api/auth/sign-in-link/${token}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
      '',
      ...(unconfirmed
        ? [
            'This address had not been confirmed yet. Using the link confirms it is yours; and because the',
            "account's password was set before anyone proved the address, that password stops working and every",
            'other device is signed out. You can set a new password afterwards from the menu beside Logout.',
            '',
          ]
        : []),
      'If you did not ask for it, ignore this e-mail: someone may have tried to sign in as you.',
    ].join('\n'),
  });
}

/**
 * Signs the owner in by an e-mailed link, which proves the address. On an account whose address was never
 * proven, the password may have been chosen by someone else who signed up with this address (a pre-account
 * takeover): it is removed and every session ends before the owner's new one starts.
 */
export async function useSignInLink({ ctx, token }: { ctx: AppContext; token: string }): Promise<UserRow | undefined> {
  const userId = await redeemEmailToken(ctx, 'sign-in', token);
  if (userId === undefined) return undefined;
  const user = await findUserById(ctx.db, userId);
  if (!user) return undefined;
  if (user.email_verified_at === null) {
    await updateUser(ctx.db, user.id, { email_verified_at: nowIso(), password_hash: null });
    await ctx.sessions.destroyAllFor(user.id);
  }
  await ctx.limits.loginPerAccount.reset(user.email);
  return findUserById(ctx.db, user.id);
}
