import type { OidcClaims } from '../../auth/oidc-client.ts';
import type { Db } from '../../db/connect.ts';
import { findIdentityUserId, linkIdentity } from '../../repositories/user-identities.repository.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../../repositories/users.repository.ts';

export const OIDC_NO_EMAIL =
  'Google did not share an e-mail address for this account, so we cannot create a Passport Buddy account from it. ' +
  'Please sign up with your email and password instead.';
export const OIDC_EMAIL_NOT_VERIFIED_LINK =
  'An account with this e-mail address already exists, but Google has not confirmed that the address belongs to ' +
  'you, so we did not connect the two. Please sign in with your email and password instead.';
export const OIDC_ACCOUNT_NOT_CONFIRMED =
  'An account with this e-mail address already exists, but its address has not been confirmed yet, so we did ' +
  'not connect it to Google. If the account is yours, sign in with your password and open the confirmation link ' +
  'we e-mailed you (you can ask for a new one once signed in), then use Continue with Google. If you did not ' +
  'create it, ask for a sign-in link by e-mail on the sign-in page: using it proves the address is yours and ' +
  'switches off any password someone else set.';
export const OIDC_EMAIL_NOT_VERIFIED_NEW =
  'Google has not confirmed that this e-mail address belongs to you. Please confirm it with Google and try ' +
  'again, or create an account with your email and password instead.';

export type OidcSignIn = { user: UserRow } | { refused: string };

/**
 * The provider's account (issuer + subject) signs in as the user it was first connected to. A new one is
 * connected to the account with the same e-mail, or to a new account, only when the provider says the
 * address is verified (otherwise anyone could claim someone else's address at a lax provider) and, for an
 * existing account, only when that account proved the address too: otherwise whoever signed up with it,
 * and chose its password, would share the Google user's account (docs/decisions/0037-email-verification.md).
 */
export async function signInWithOidc(db: Db, claims: OidcClaims): Promise<OidcSignIn> {
  const knownId = await findIdentityUserId(db, claims.issuer, claims.subject);
  const linked = knownId !== undefined && (await findUserById(db, knownId));
  if (linked) return { user: linked };

  if (!claims.email) return { refused: OIDC_NO_EMAIL };
  const existing = await findUserByEmail(db, claims.email);
  if (!claims.emailVerified) return { refused: existing ? OIDC_EMAIL_NOT_VERIFIED_LINK : OIDC_EMAIL_NOT_VERIFIED_NEW };

  if (existing && existing.email_verified_at === null) return { refused: OIDC_ACCOUNT_NOT_CONFIRMED };
  const user = existing ?? (await createAccount(db, { ...claims, email: claims.email }));
  await linkIdentity(db, { issuer: claims.issuer, subject: claims.subject, userId: user.id });
  return { user };
}

/** No password: the account signs in through the provider (or later through an e-mailed sign-in link). */
async function createAccount(db: Db, claims: OidcClaims & { email: string }): Promise<UserRow> {
  const [first = '', ...rest] = (claims.name ?? '').split(/\s+/);
  try {
    return await insertUser(db, {
      email: claims.email,
      passwordHash: null,
      firstName: claims.givenName ?? first,
      lastName: claims.familyName ?? rest.join(' '),
      plan: 'basic',
      emailVerified: true,
    });
  } catch (error) {
    // Two callbacks racing for one address: the unique index decides and both use the winner.
    const winner = await findUserByEmail(db, claims.email);
    if (winner) return winner;
    throw error;
  }
}
