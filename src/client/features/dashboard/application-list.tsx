import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Application } from '#shared/schemas/applications.ts';
import { Card } from '#client/components/ui/card.tsx';
import { DashboardApplicationCard } from './dashboard-application-card.tsx';

/** The applications of a paid dashboard, each with its action row; an empty state when there are none. */
export function DashboardApplicationList({
  applications,
  plan,
  loading,
}: {
  applications: readonly Application[];
  plan: 'pro' | 'express';
  loading: boolean;
}) {
  return (
    <section aria-labelledby="dashboard-applications" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-applications" className="text-xl font-semibold text-slate-900">
          Your Applications
        </h2>
        <Link href="/application-history" className="text-sm font-medium text-brand-700 underline">
          Application History
        </Link>
      </div>
      {loading && <p className="text-slate-700">Loading your applications...</p>}
      {!loading && applications.length === 0 && (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <FileText className="size-8 text-slate-500" aria-hidden />
          <p className="font-semibold text-slate-900">No applications yet</p>
          <p className="text-slate-700">Start your first application above; it will appear here with its actions.</p>
        </Card>
      )}
      <ul className="space-y-4">
        {applications.map((app) => (
          <li key={app.id}>
            <DashboardApplicationCard application={app} plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
