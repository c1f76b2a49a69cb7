import { MessageCircle, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { DashboardApplicationList } from '#client/features/dashboard/application-list.tsx';
import { DashboardFrame, PaidPlanGate } from '#client/features/dashboard/paid-dashboard.tsx';
import { StartCard } from '#client/features/dashboard/start-card.tsx';
import {
  ExpressBenefits,
  ExpressStatsRow,
  ExpressTiles,
  SupportChatBody,
} from '#client/features/express/express-sections.tsx';
import { useExpressStats, usePolledApplications } from '#client/features/express/use-express-data.ts';
import { ApiAccessSection } from '#client/features/express/api-access.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /express-dashboard: gated on a paid Express plan (the original forgot; the server answers 403 too). */
export function ExpressDashboardPage() {
  usePageTitle('Express Dashboard');
  return (
    <PaidPlanGate plan="express">
      <ExpressDashboard />
    </PaidPlanGate>
  );
}

function ExpressDashboard() {
  const stats = useExpressStats();
  const list = usePolledApplications();
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <DashboardFrame>
      <section className="rounded-2xl bg-orange-800 p-6 text-white" aria-labelledby="express-title">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h1 id="express-title" className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Zap className="size-7" aria-hidden /> Express Dashboard
          </h1>
          <Button variant="outline" onClick={() => setChatOpen(true)}>
            <MessageCircle className="size-4" aria-hidden /> Support Chat
          </Button>
        </div>
        <ExpressTiles />
      </section>
      <ExpressStatsRow stats={stats.data} />
      <StartCard text="Unlimited applications, each checked within 24 hours with a dedicated expert." />
      <DashboardApplicationList applications={list.data ?? []} plan="express" loading={list.isLoading} />
      <ApiAccessSection />
      <ExpressBenefits />
      <Dialog open={chatOpen} onClose={() => setChatOpen(false)} title="Express Support Chat">
        <SupportChatBody onClose={() => setChatOpen(false)} />
      </Dialog>
    </DashboardFrame>
  );
}
