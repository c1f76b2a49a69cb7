import {
  caseAnswersOf,
  resolveCase,
  todayIso,
  type ApplicationForCase,
  type CaseAnswers,
  type CaseResult,
} from '#shared/case/index.ts';
import type { RuleOverrides } from '#shared/case/overrides.ts';
import type { Db } from '../../db/connect.ts';
import { loadRuleOverrides } from '../../repositories/case-rules.repository.ts';

export { todayIso };

/**
 * The case answers of an application (the shared `caseAnswersOf`: stored step-1 answers, else derived from the
 * spec's fields), or null before step 1 or when a stored configuration no longer derives.
 */
export function caseAnswersOfApplication(app: ApplicationForCase): CaseAnswers | null {
  try {
    return caseAnswersOf(app);
  } catch {
    return null;
  }
}

/** The case answer for an application, with staff's edits to the rules read fresh from the store. */
export async function resolveApplicationCase(
  db: Db,
  app: ApplicationForCase,
  today = todayIso(),
): Promise<{ answers: CaseAnswers | null; result: CaseResult | null; overrides: RuleOverrides }> {
  const overrides = await loadRuleOverrides(db);
  const answers = caseAnswersOfApplication(app);
  return { answers, result: answers ? resolveCase(answers, { today, overrides }) : null, overrides };
}
