import { ArrowUpCircle } from 'lucide-react';
import { Link } from 'wouter';
import { errorBody, errorMessage, errorStatus } from '#client/lib/api.ts';

export interface PlanLimit {
  message: string;
  upgradePath: string;
}

/** A 403 from creating an application is the plan limit: its reason and where to upgrade, from the server. */
export function planLimitFrom(error: unknown): PlanLimit | null {
  if (errorStatus(error) !== 403) return null;
  const body = errorBody(error);
  const path = body?.upgradePath;
  return {
    message: errorMessage(error, 'Your plan does not include another application.'),
    upgradePath: typeof path === 'string' && path.startsWith('/') ? path : '/pricing',
  };
}

export function PlanLimitNotice({ limit }: { limit: PlanLimit }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="plan-limit"
    >
      <p className="font-semibold">Application limit reached</p>
      <p className="mt-1">{limit.message}</p>
      <Link
        href={limit.upgradePath}
        className="mt-2 inline-flex items-center gap-1 font-medium text-brand-800 underline"
      >
        <ArrowUpCircle className="size-4" aria-hidden /> Upgrade your plan
      </Link>
    </div>
  );
}
