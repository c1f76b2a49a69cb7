import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.ts';

/**
 * Staff edits to the case rules (issue 20 part 6, docs/decisions/0045-case-rule-overrides.md): for a rule id of
 * src/shared/case (listRules), the date staff last re-checked it against its source and the value they corrected,
 * laid over the shipped data files whenever a case is resolved. One row per rule; the audit log keeps the history.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('case_rule_overrides')
    .addColumn('rule_id', 'text', (c) => c.primaryKey())
    /** YYYY-MM-DD, or null: the shipped checkedOn stands. */
    .addColumn('checked_on', 'text')
    /** The rule's whole value as JSON, or null: the shipped value stands. */
    .addColumn('value', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
