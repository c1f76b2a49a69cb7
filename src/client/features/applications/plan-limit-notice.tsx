import { ArrowUpCircle } from 'lucide-react';
import { Link } from 'wouter';
import { ApiError } from '#client/lib/api.ts';

export interface PlanLimit {
  message: string;
  upgradePath: string;
}

/** The plan limit (code plan_limit_reached) from creating an application: its reason and where to upgrade. */
export function planLimitFrom(error: unknown): PlanLimit | null {
  if (!(error instanceof ApiError) || error.code !== 'plan_limit_reached') return null;
  const path = error.details.upgradePath;
  return {
    message: error.message,
    upgradePath: path?.startsWith('/') ? path : '/pricing',
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
