import { Plane } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { NewApplicationLink } from '#client/features/applications/new-application-link.tsx';

/** The dashboards' way into a new application; the plan limit is enforced when it is created. */
export function StartCard({ text }: { text: string }) {
  return (
    <Card className="flex flex-col gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Plane className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Start Passport Renewal</h2>
          <p className="mt-1 text-slate-700">{text}</p>
        </div>
      </div>
      <NewApplicationLink label="Start Passport Renewal" className="shrink-0" />
    </Card>
  );
}
