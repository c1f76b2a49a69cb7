import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { insertSignInToken, useSignInToken, type TokenPurpose } from '../../repositories/sign-in-tokens.repository.ts';

/** The table keeps only a keyed hash of each token; the purpose is part of it, so one kind never opens another. */
const tokenId = (ctx: AppContext, purpose: TokenPurpose, token: string) =>
  createHmac('sha256', ctx.config.sessionSecret).update(`${purpose}:${token}`).digest('base64url');

/** A new single-use token for `purpose`, valid for `ttlMs`; the raw token goes only into the e-mail. */
export async function issueEmailToken(ctx: AppContext, userId: number, purpose: TokenPurpose, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  await insertSignInToken(ctx.db, {
    id: tokenId(ctx, purpose, token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The token's user id once (the same statement marks it used), or undefined when it is unknown, used or old. */
export const redeemEmailToken = (ctx: AppContext, purpose: TokenPurpose, token: string) =>
  useSignInToken(ctx.db, tokenId(ctx, purpose, token));
