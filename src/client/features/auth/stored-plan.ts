import { isStaffRole, type Role } from '#shared/permissions.ts';
import { STORAGE_KEYS, parsePlan, type PlanId } from '#shared/constants.ts';

/** The plan cached in the browser for the first paint; the server stays the source of truth. */
export const USER_PLAN_KEY = STORAGE_KEYS.userPlan;

export function storedPlan(): PlanId {
  return parsePlan(typeof localStorage === 'undefined' ? null : localStorage.getItem(USER_PLAN_KEY));
}

export function dashboardPath(plan: PlanId): string {
  if (plan === 'pro') return '/pro-dashboard';
  if (plan === 'express') return '/express-dashboard';
  return '/';
}

/** Where '/' and a sign-in land: staff on /admin, pro and express on their dashboards (paid or not yet). */
export function homePath({ plan, role }: { plan: PlanId; role: Role }): string {
  return isStaffRole(role) ? '/admin' : dashboardPath(plan);
}
