import type { RuleOverride, RuleOverrides } from '#shared/case/overrides.ts';
import { nowIso, type Db } from '../db/connect.ts';
import { inTransaction } from './transaction.ts';

/** Every staff edit to a case rule, as resolveCase takes them (ResolveOptions.overrides). */
export async function loadRuleOverrides(db: Db): Promise<RuleOverrides> {
  const rows = await db.selectFrom('case_rule_overrides').selectAll().execute();
  const out: Record<string, RuleOverride> = {};
  for (const r of rows) {
    out[r.rule_id] = {
      ...(r.checked_on ? { checkedOn: r.checked_on } : {}),
      ...(r.value !== null ? { value: JSON.parse(r.value) as unknown } : {}),
    };
  }
  return out;
}

/**
 * Stores one rule's edit (`checkedOn` and/or `value`; what is not given stays as stored) in a transaction, with
 * `audit` run in the same transaction so an edit is never stored without its audit entry.
 */
export async function saveRuleOverride(
  db: Db,
  ruleId: string,
  change: RuleOverride,
  actorId: number,
  audit: (trx: Db, before: RuleOverride | null, after: RuleOverride) => Promise<void>,
): Promise<RuleOverride> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('case_rule_overrides')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .executeTakeFirst();
    const before: RuleOverride | null = row
      ? {
          ...(row.checked_on ? { checkedOn: row.checked_on } : {}),
          ...(row.value !== null ? { value: JSON.parse(row.value) as unknown } : {}),
        }
      : null;
    const after: RuleOverride = { ...before, ...change };
    const values = {
      checked_on: after.checkedOn ?? null,
      value: after.value === undefined ? null : JSON.stringify(after.value),
      updated_by: actorId,
      updated_at: nowIso(),
    };
    if (row) await trx.updateTable('case_rule_overrides').set(values).where('rule_id', '=', ruleId).execute();
    else
      await trx
        .insertInto('case_rule_overrides')
        .values({ rule_id: ruleId, ...values })
        .execute();
    await audit(trx, before, after);
    return after;
  });
}

/** Applications still in progress (not completed or rejected) that have a step-1 configuration. */
export const listOpenConfiguredApplications = (db: Db) =>
  db
    .selectFrom('applications')
    .select(['id', 'type', 'config'])
    .where('status', 'not in', ['completed', 'rejected'])
    .where('config', 'is not', null)
    .execute();
