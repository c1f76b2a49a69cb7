/**
 * Staff keep the case rules true (issue 20 part 6): every rule with its source, checked-on date and the number of
 * applications in progress it affects; re-check or edit one, audited. docs/decisions/0045-case-rule-overrides.md.
 */
import { listRules, type ListedRule } from '#shared/case/list-rules.ts';
import { checkRuleOverride, type RuleOverride } from '#shared/case/overrides.ts';
import { resolveCase } from '#shared/case/resolve-case.ts';
import { STALE_AFTER_DAYS } from '#shared/case/rule-ref.ts';
import type { ApplicationConfig } from '#shared/schemas/applications.ts';
import type { AdminCaseRule, AdminCaseRuleList } from '#shared/schemas/case-rules.ts';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import {
  listOpenConfiguredApplications,
  loadRuleOverrides,
  saveRuleOverride,
} from '../../repositories/case-rules.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { caseAnswersOfApplication } from '../case/application-case.ts';

function toAdminRule(rule: ListedRule, edited: boolean, openApplications: number): AdminCaseRule {
  return {
    id: rule.id,
    kind: rule.kind,
    scope: rule.scope,
    value: rule.value,
    source: { title: rule.ref.source.title, url: rule.ref.source.url },
    checkedOn: rule.ref.checkedOn,
    stale: rule.ref.stale,
    confirmWithMission: rule.ref.confirmWithMission,
    note: rule.ref.note ?? null,
    edited,
    openApplications,
  };
}

export async function listCaseRulesForStaff(db: Db, today: string): Promise<AdminCaseRuleList> {
  const overrides = await loadRuleOverrides(db);
  const counts = new Map<string, number>();
  let open = 0;
  for (const row of await listOpenConfiguredApplications(db)) {
    const type = row.type === 'renewal' ? 'renewal' : 'new';
    const answers = caseAnswersOfApplication({
      type,
      config: JSON.parse(row.config ?? 'null') as ApplicationConfig | null,
    });
    if (!answers) continue;
    open++;
    const used = new Set(resolveCase(answers, { today, overrides }).usedRuleIds);
    // The provider centre's address is shown with the mission record it belongs to.
    for (const id of [...used]) {
      const m = /^mission\.(.+)\.record$/.exec(id);
      if (m) used.add(`mission.${m[1]}.provider-centre`);
    }
    for (const id of used) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const items = listRules(today, overrides).map((r) =>
    toAdminRule(r, overrides[r.id]?.value !== undefined, counts.get(r.id) ?? 0),
  );
  return { today, staleAfterDays: STALE_AFTER_DAYS, openApplications: open, items };
}

async function requireRule(db: Db, ruleId: string, today: string): Promise<ListedRule> {
  const rule = listRules(today, await loadRuleOverrides(db)).find((r) => r.id === ruleId);
  if (!rule) throw notFound('Rule');
  return rule;
}

async function change(
  db: Db,
  staff: UserRow,
  ruleId: string,
  today: string,
  action: 'case_rule.recheck' | 'case_rule.edit',
  edit: RuleOverride,
): Promise<AdminCaseRule> {
  const before = await requireRule(db, ruleId, today);
  await saveRuleOverride(db, ruleId, edit, staff.id, (trx) =>
    insertAudit(trx, {
      actorId: staff.id,
      action,
      subjectType: 'case_rule',
      subjectId: ruleId,
      before: { checkedOn: before.ref.checkedOn, value: before.value },
      after: { checkedOn: edit.checkedOn ?? before.ref.checkedOn, value: edit.value ?? before.value },
    }),
  );
  const list = await listCaseRulesForStaff(db, today);
  const after = list.items.find((r) => r.id === ruleId);
  if (!after) throw notFound('Rule');
  return after;
}

/** Staff compared the rule with its source today and it still holds. */
export const recheckCaseRule = (db: Db, staff: UserRow, ruleId: string, today: string) =>
  change(db, staff, ruleId, today, 'case_rule.recheck', { checkedOn: today });

/**
 * A corrected value, checked against the rule's kind before it is stored. Editing is re-checking: staff read the
 * source to correct it, so the checked-on date becomes today too.
 */
export async function editCaseRule(
  db: Db,
  staff: UserRow,
  ruleId: string,
  value: unknown,
  today: string,
): Promise<AdminCaseRule> {
  await requireRule(db, ruleId, today);
  const problems = checkRuleOverride(ruleId, { value, checkedOn: today });
  if (problems.length > 0) {
    throw new AppError(400, `This value cannot be saved: ${problems.join('; ')}`, { code: 'validation_failed' });
  }
  return change(db, staff, ruleId, today, 'case_rule.edit', { value, checkedOn: today });
}
