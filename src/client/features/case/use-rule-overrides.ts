import { useQuery } from '@tanstack/react-query';
import type { RuleOverrides } from '#shared/case/index.ts';
import { ruleOverridesQuery } from '#client/api/case.ts';

const NONE: RuleOverrides = {};

/**
 * Staff's edits to the case rules, so the checklist and slots resolved in the browser say what the server, the
 * PDF and Passport Buddy say. Until they load (or if they cannot), the shipped rules stand.
 */
export function useRuleOverrides(): RuleOverrides {
  const { data } = useQuery({ ...ruleOverridesQuery(), staleTime: 5 * 60_000 });
  return data?.overrides ?? NONE;
}
