import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { insertSignInToken, useSignInToken } from '../../repositories/sign-in-tokens.repository.ts';
import { findUserByEmail, findUserById, type UserRow } from '../../repositories/users.repository.ts';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

const tokenId = (ctx: AppContext, token: string) =>
  createHmac('sha256', ctx.config.sessionSecret).update(`sign-in-link:${token}`).digest('base64url');

/**
 * E-mails a single-use link that signs the owner in even while failed attempts hold the account back.
 * Unknown addresses get no mail and the same answer.
 */
export async function sendSignInLink({ ctx, email }: { ctx: AppContext; email: string }) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.is_demo === 1) return;
  const token = randomBytes(32).toString('base64url');
  await insertSignInToken(ctx.db, {
    id: tokenId(ctx, token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Passport Buddy sign-in link',
    text:
      `Use this link within 15 minutes to sign in to Passport Buddy. It works once.\n\n` +
      `${ctx.config.publicUrl}/api/auth/sign-in-link/${token}\n\n` +
      `If you did not ask for it, ignore this e-mail: someone may have tried to sign in as you.`,
  });
}

/** Marks the link used in the same statement that checks it, so two clicks cannot both sign in. */
export async function useSignInLink({ ctx, token }: { ctx: AppContext; token: string }): Promise<UserRow | undefined> {
  const userId = await useSignInToken(ctx.db, tokenId(ctx, token));
  if (userId === undefined) return undefined;
  const user = await findUserById(ctx.db, userId);
  if (user) await ctx.limits.loginPerAccount.reset(user.email);
  return user;
}
