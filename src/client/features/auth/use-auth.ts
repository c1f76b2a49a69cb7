import { useQuery } from '@tanstack/react-query';
import type { Role } from '#shared/permissions.ts';
import type { PlanId, SubscriptionStatus, User } from '#shared/schemas/auth.ts';
import { subscriptionStatusQuery } from '#client/api/auth.ts';
import { queryClient } from '#client/lib/query.ts';
import { USER_PLAN_KEY, storedPlan } from './stored-plan.ts';

export const SUBSCRIPTION_STATUS_KEY = subscriptionStatusQuery().queryKey;

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The client-side user is built only from plan and hasAccess (docs/product.md §6); role gates staff links. */
  user: { plan: PlanId; hasAccess: boolean; role: Role; planActive: boolean; emailVerified: boolean } | null;
}

/** Authentication derives from the subscription status call; a failure means signed out. */
export function useAuth(): AuthState {
  const query = useQuery(subscriptionStatusQuery());
  const status = query.isError ? null : (query.data ?? null);
  const isAuthenticated = Boolean(status?.plan) && status?.status !== 'inactive';
  return {
    isLoading: query.isLoading,
    isAuthenticated,
    user:
      status && isAuthenticated
        ? {
            plan: status.plan,
            hasAccess: status.hasAccess,
            role: status.role,
            // A plan chosen at sign-up is only an intent until it is paid.
            planActive: status.status === 'active',
            emailVerified: status.emailVerified,
          }
        : null,
  };
}

/** After login or signup: remember the plan and mark the session signed in without a round trip. */
export function markSignedIn(user: User): void {
  localStorage.setItem(USER_PLAN_KEY, user.plan);
  const status: SubscriptionStatus = {
    plan: user.plan,
    status: user.hasAccess ? 'active' : 'unpaid',
    hasAccess: user.hasAccess,
    role: user.role,
    emailVerified: user.emailVerified,
  };
  queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status);
}

export { storedPlan };

/**
 * Signed in as of this instant, from the cache itself: right after markSignedIn the cache already holds the
 * session while components hear of it a tick later, so a redirect to sign-in must not fire in between.
 */
export function hasSessionNow(): boolean {
  return Boolean(queryClient.getQueryData(SUBSCRIPTION_STATUS_KEY)?.plan);
}
