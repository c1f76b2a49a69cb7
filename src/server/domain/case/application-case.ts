import { caseAnswersFromConfig, caseAnswersSchema, type CaseAnswers } from '#shared/case/case-answers.ts';
import type { RuleOverrides } from '#shared/case/overrides.ts';
import { resolveCase, type CaseResult } from '#shared/case/resolve-case.ts';
import type { ApplicationConfig, ApplicationType } from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { loadRuleOverrides } from '../../repositories/case-rules.repository.ts';

/** Today's date (UTC) as the case rules take it. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The case answers of an application: the plain step-1 answers when the configuration holds them (`caseAnswers`),
 * else derived from the spec's fields; null before step 1 or when they no longer parse.
 */
export function caseAnswersOfApplication(type: ApplicationType, config: ApplicationConfig | null): CaseAnswers | null {
  if (!config) return null;
  const stored = caseAnswersSchema.safeParse((config as { caseAnswers?: unknown }).caseAnswers);
  if (stored.success) return stored.data;
  try {
    return caseAnswersFromConfig(type, config);
  } catch {
    return null;
  }
}

/** The case answer for an application, with staff's edits to the rules laid over (overrides from the store). */
export async function resolveApplicationCase(
  db: Db,
  type: ApplicationType,
  config: ApplicationConfig | null,
  today = todayIso(),
): Promise<{ answers: CaseAnswers | null; result: CaseResult | null; overrides: RuleOverrides }> {
  const overrides = await loadRuleOverrides(db);
  const answers = caseAnswersOfApplication(type, config);
  return { answers, result: answers ? resolveCase(answers, { today, overrides }) : null, overrides };
}
