import { Info } from 'lucide-react';
import type { Sourced } from '#shared/domain/facts.ts';

/** '2025-11-01' -> 'November 1, 2025' (en-US, read as a calendar date so no time zone shifts it). */
export function formatCheckedDate(isoDate: string): string {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return isoDate;
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

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
        Last checked {formatCheckedDate(fact.lastChecked)}. Source: {fact.source}.
        {fact.reliability === 'indicative' && ' Indicative only: confirm with your mission before you apply.'}
      </span>
    </p>
  );
}
