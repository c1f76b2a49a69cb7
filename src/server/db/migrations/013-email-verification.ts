import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/**
 * E-mail ownership (docs/decisions/0037-email-verification.md): when the account's address was proven, and what an
 * e-mailed token is for. Accounts connected to an OpenID provider were only ever connected on a verified
 * address, and accounts without a password were made by a provider or the demo: both count as proven.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .alterTable('sign_in_tokens')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign-in'))
    .execute();
  await sql`update users set email_verified_at = created_at
    where password_hash is null or id in (select user_id from user_identities)`.execute(db);
}
