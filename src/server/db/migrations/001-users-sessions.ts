import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './context.ts';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('users'), ctx)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('basic'))
    .addColumn('plan_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('has_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}
