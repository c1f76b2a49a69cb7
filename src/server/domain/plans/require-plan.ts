import { PLANS, isPlanId, type PlanId } from '#shared/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../../repositories/users.repository.ts';

/** The plan the user has paid for; a plan picked at sign-up is only an intent until then. */
export function activePlan(user: UserRow): PlanId | null {
  return user.plan_status === 'active' && isPlanId(user.plan) ? user.plan : null;
}

/** 403 unless the user's paid plan is one of `plans`. */
export function requirePlan(user: UserRow, plans: readonly PlanId[]): PlanId {
  const plan = activePlan(user);
  if (plan && plans.includes(plan)) return plan;
  const names = plans.map((p) => PLANS[p].name).join(' or ');
  throw new AppError(403, `This feature needs an active ${names} plan.`, {
    code: 'plan_required',
    details: { upgradePath: '/pricing' },
  });
}
