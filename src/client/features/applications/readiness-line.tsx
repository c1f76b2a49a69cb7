import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Application } from '#shared/schemas/applications.ts';
import { readinessHeadline } from '#shared/schemas/buddy.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * Once the form is saved, the one sentence that says whether the application is ready for the appointment
 * (the same as the success screen and the PDF), linking to where the open things are listed.
 */
export function ReadinessLine({ application: app, className }: { application: Application; className?: string }) {
  if (!app.detailsSavedAt || !app.readiness) return null;
  const ready = app.readiness.ready;
  const Icon = ready ? CheckCircle2 : AlertTriangle;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm font-medium',
        ready ? 'text-green-800' : 'text-amber-900',
        className,
      )}
      data-testid={`readiness-${app.id}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {ready ? (
        readinessHeadline(app.readiness)
      ) : (
        <Link href={`/application/${app.id}?step=4`} className="underline">
          {readinessHeadline(app.readiness)}
        </Link>
      )}
    </p>
  );
}
