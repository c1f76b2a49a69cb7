import type { ReactNode } from 'react';
import { PLANS } from '#shared/constants.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { PlanRequired } from './plan-required.tsx';

type PaidPlan = 'pro' | 'express';

/**
 * The gate in front of a paid plan's dashboard: the dashboard only for a paid plan of that kind (the server
 * answers 403 to its data otherwise), else the spec's "Plan Required" page for that plan.
 */
export function PaidPlanGate({ plan, children }: { plan: PaidPlan; children: ReactNode }) {
  const { user } = useAuth();
  if (user?.plan === plan && user.planActive) return children;
  const name = PLANS[plan].name;
  return (
    <PlanRequired
      plan={plan}
      title={`${name} Plan Required`}
      message={`This dashboard is only available for ${name} Plan users. Please upgrade your account to access ${name} features.`}
      intent={user?.plan === plan}
    />
  );
}

/** The page frame both paid dashboards share. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">{children}</main>;
}
