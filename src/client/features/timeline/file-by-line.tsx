import { CalendarClock } from 'lucide-react';
import type { Application } from '#shared/schemas/applications.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { cn } from '#client/lib/cn.ts';

/** The dashboard card's line: the date to file by, from the passport's expiry and the travel date (case-timeline). */
export function FileByLine({ application: app, className }: { application: Application; className?: string }) {
  if (!app.fileBy) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-slate-800', className)} data-testid={`file-by-${app.id}`}>
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      File by {formatCalendarDate(app.fileBy, { month: 'long' })}
    </p>
  );
}
