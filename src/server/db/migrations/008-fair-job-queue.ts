import type { Kysely } from 'kysely';

/**
 * Per-user fairness in the job queue: whose work a job is, and its place in that owner's line.
 * See docs/decisions/0017-fair-job-queue.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('owner_id', 'integer').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('fair_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('jobs_owner_status').on('jobs').columns(['owner_id', 'status']).execute();
  await db.schema.createIndex('jobs_fair_claim').on('jobs').columns(['status', 'fair_rank', 'id']).execute();
}
