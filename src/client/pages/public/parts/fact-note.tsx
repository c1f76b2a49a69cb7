import { Info } from 'lucide-react';
import type { Sourced } from '#shared/domain/facts.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';

/** Where a rule comes from and when it was last compared with that source. */
export function FactNote({
  fact,
  className,
}: {
  fact: Pick<Sourced<unknown>, 'lastChecked' | 'source' | 'reliability'>;
  className?: string;
}) {
  return (
    <p className={`flex gap-1.5 text-sm text-slate-700 ${className ?? ''}`}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Last checked {formatCalendarDate(fact.lastChecked, { month: 'long' })}. Source: {fact.source}.
        {fact.reliability === 'indicative' && ' Indicative only: confirm with your mission before you apply.'}
      </span>
    </p>
  );
}
