import { CheckCircle2, Clock, FileText, Users, XCircle } from 'lucide-react';
import type { AdminStats } from '#shared/schemas/admin.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';

const CARDS: { key: keyof AdminStats; label: string; Icon: typeof FileText; tone: string }[] = [
  { key: 'totalApplications', label: 'Total Applications', Icon: FileText, tone: 'text-brand-700' },
  { key: 'pendingApplications', label: 'Pending Review', Icon: Clock, tone: 'text-amber-700' },
  { key: 'verifiedApplications', label: 'Verified', Icon: CheckCircle2, tone: 'text-green-700' },
  { key: 'failedApplications', label: 'Failed', Icon: XCircle, tone: 'text-red-700' },
  { key: 'totalUsers', label: 'Total Users', Icon: Users, tone: 'text-slate-700' },
];

export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {CARDS.map(({ key, label, Icon, tone }) => (
        <Card key={key}>
          <CardContent className="flex items-center justify-between gap-2 p-4">
            <div>
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                {stats ? stats[key].toLocaleString('en-US') : '—'}
              </p>
            </div>
            <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
