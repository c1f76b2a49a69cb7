import { Crown } from 'lucide-react';
import { Badge } from '#client/components/ui/card.tsx';
import { useApplications } from '#client/features/application/use-application.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { DashboardApplicationList } from '#client/features/dashboard/application-list.tsx';
import { PlanRequired } from '#client/features/dashboard/plan-required.tsx';
import { StartCard } from '#client/features/dashboard/start-card.tsx';
import { ProSideCards } from '#client/features/pro/pro-side-cards.tsx';
import { ProStatCards } from '#client/features/pro/pro-stat-cards.tsx';
import { useProStats } from '#client/features/pro/use-pro-stats.ts';

/** /pro-dashboard (spec §2): gated on a paid Pro plan; the server answers 403 to the stats otherwise. */
export function ProDashboardPage() {
  const { user } = useAuth();
  const isPro = user?.plan === 'pro' && user.planActive;
  if (!isPro)
    return (
      <PlanRequired
        plan="pro"
        title="Pro Plan Required"
        message="This dashboard is only available for Pro Plan users. Please upgrade your account to access Pro features."
        intent={user?.plan === 'pro'}
      />
    );
  return <ProDashboard />;
}

function ProDashboard() {
  const stats = useProStats(true);
  const list = useApplications();
  const applications = list.data ?? [];
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
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
    </main>
  );
}
