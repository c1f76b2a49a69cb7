import { nowIso, type Db } from '../db/connect.ts';

/** The account a provider identity (issuer + subject) was connected to, if any. */
export async function findIdentityUserId(db: Db, issuer: string, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Connects the identity to the account; a second connection of the same identity changes nothing. */
export async function linkIdentity(db: Db, identity: { issuer: string; subject: string; userId: number }) {
  await db
    .insertInto('user_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: identity.userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}
