import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './context.ts';

/**
 * Mail waiting to be sent, sealed with the field cipher (docs/decisions/0012-encryption-at-rest.md): the send job carries
 * only the row's id, so no sign-in link or support text lies in the job queue. A row lives until its message is
 * delivered or given up. And an index for the purge of finished jobs (docs/decisions/0008-job-queue.md).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('mail_outbox'), ctx)
    /** The whole message (to, subject, text, html) as JSON, sealed: enc:v1:... */
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_at').on('mail_outbox').column('created_at').execute();
  await db.schema.createIndex('jobs_finished').on('jobs').columns(['status', 'updated_at']).execute();
}
