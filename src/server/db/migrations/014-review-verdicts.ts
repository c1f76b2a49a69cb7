import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/** Review verdicts became approved / changes needed / rejected (docs/decisions/0001-application-status.md). */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await sql`update applications set review_verdict = 'approved' where review_verdict = 'verified'`.execute(db);
  await sql`update applications set review_verdict = 'changes_needed' where review_verdict = 'failed'`.execute(db);
}
