import { PLANS, type PlanId } from '#shared/constants.ts';

export interface ApplicationLimit {
  /** What the user reads: the plan's limit and the plan that lifts it. */
  message: string;
  upgradeTo: Exclude<PlanId, 'basic'>;
  upgradePath: string;
}

/**
 * The plan's application limit, reached: Basic 1, Pro 5, Express unlimited; an unpaid account is held to
 * Basic's (docs/decisions/0023-plans-and-limits.md). The server refuses with it; the client shows it up front.
 */
export function applicationLimitReached(activePlan: PlanId | null, count: number): ApplicationLimit | null {
  const plan = activePlan ?? 'basic';
  const max = PLANS[plan].maxApplications;
  if (max === null || count < max) return null;
  const upgradeTo = plan === 'basic' ? ('pro' as const) : ('express' as const);
  return {
    message: `Your ${PLANS[plan].name} plan allows ${max} application${max === 1 ? '' : 's'}. Upgrade to ${PLANS[upgradeTo].name} to start another.`,
    upgradeTo,
    upgradePath: upgradeTo === 'pro' ? '/pro-plan' : '/pricing',
  };
}
