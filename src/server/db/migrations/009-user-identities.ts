import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/**
 * Accounts reached through an OpenID provider (Continue with Google): the provider's issuer and subject
 * identify the person for good, even if they later change the e-mail address on their Google account.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id').on('user_identities').column('user_id').execute();
}
