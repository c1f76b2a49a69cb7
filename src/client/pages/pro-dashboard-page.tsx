import { Crown } from 'lucide-react';
import { Badge } from '#client/components/ui/card.tsx';
import { useApplications } from '#client/features/application/use-application.ts';
import { DashboardApplicationList } from '#client/features/dashboard/application-list.tsx';
import { DashboardFrame, PaidPlanGate } from '#client/features/dashboard/paid-dashboard.tsx';
import { StartCard } from '#client/features/dashboard/start-card.tsx';
import { ProSideCards } from '#client/features/pro/pro-side-cards.tsx';
import { ProStatCards } from '#client/features/pro/pro-stat-cards.tsx';
import { useProStats } from '#client/features/pro/use-pro-stats.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /pro-dashboard (docs/product.md §4): gated on a paid Pro plan; the server answers 403 to the stats otherwise. */
export function ProDashboardPage() {
  usePageTitle('Pro Dashboard');
  return (
    <PaidPlanGate plan="pro">
      <ProDashboard />
    </PaidPlanGate>
  );
}

function ProDashboard() {
  const stats = useProStats(true);
  const list = useApplications();
  const applications = list.data ?? [];
  return (
    <DashboardFrame>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Pro Dashboard</h1>
        <Badge tone="yellow" className="gap-1 text-sm">
          <Crown className="size-4" aria-hidden /> Pro Plan
        </Badge>
      </div>
      <ProStatCards stats={stats.data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <StartCard text="Expert review, priority processing and detailed reports for each of your applications." />
          <DashboardApplicationList applications={applications} plan="pro" loading={list.isLoading} />
        </div>
        <ProSideCards applicationCount={applications.length} />
      </div>
    </DashboardFrame>
  );
}
