import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/**
 * What happens after the PDF (docs/decisions/0043-case-timeline.md): the events an applicant records per application
 * (form submitted, appointment, file number, police verification, passport received, travel date), one row per
 * kind, the value sealed with the field cipher since a file number is personal data; and the timeline reminders
 * already sent, one row per application and step, so the reminder job mails each at most once.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('application_events')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Sealed: enc:v1:... */
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_events_pk', ['application_id', 'kind'])
    .execute();
  await db.schema
    .createTable('application_reminders')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_reminders_pk', ['application_id', 'step'])
    .execute();
}
