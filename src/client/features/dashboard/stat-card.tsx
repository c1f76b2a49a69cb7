import type { LucideIcon } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';

/** One figure with its label; `note` says where it comes from when it is not the user's own data. */
export function StatCard({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  testId?: string;
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string | undefined;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <Icon className="size-5 text-brand-700" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-slate-700">{note}</p>}
    </Card>
  );
}
