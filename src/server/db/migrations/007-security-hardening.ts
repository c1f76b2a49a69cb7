import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/**
 * Production hardening (issue 11): settings that guard start-up (the blob key id), rate-limit counters
 * shared by every process, single-use e-mailed sign-in links, and idle session expiry.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();

  await db.schema
    .createTable('sign_in_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
