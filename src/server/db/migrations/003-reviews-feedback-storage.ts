import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './context.ts';

/**
 * The data behind paid plans and the back office: the review an applicant requests (manual on Pro,
 * expert on Express) and how staff complete it, the applicant's feedback, document expiry and deletion,
 * and the staff audit log. See docs/decisions/0023-plans-and-limits.md.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('applications').addColumn('review_kind', 'text').execute();
  await db.schema.alterTable('applications').addColumn('review_started_at', 'text').execute();
  await db.schema.alterTable('applications').addColumn('review_completed_at', 'text').execute();
  await db.schema.alterTable('applications').addColumn('review_feedback', 'text').execute();
  await db.schema.alterTable('applications').addColumn('review_verdict', 'text').execute();
  await db.schema.alterTable('applications').addColumn('priority_enabled_at', 'text').execute();

  await db.schema.alterTable('documents').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('expiry_notice_sent_at', 'text').execute();
  await db.schema.createIndex('documents_user_id').on('documents').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('documents_expires_at').on('documents').column('expires_at').execute();

  await db.schema
    .createIndex('applications_review_queue')
    .on('applications')
    .columns(['manual_review_status', 'manual_review_requested_at'])
    .execute();

  await idColumn(db.schema.createTable('application_feedback'), ctx)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('audit_log'), ctx)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
}
