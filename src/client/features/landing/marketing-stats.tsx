import { MARKETING_CLAIMS } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';

const STATS = [
  [MARKETING_CLAIMS.successRate, 'success rate'],
  [MARKETING_CLAIMS.setupTime, 'setup'],
  [MARKETING_CLAIMS.applications, 'applications'],
  [MARKETING_CLAIMS.accuracy, 'accuracy'],
] as const;

/** The spec's marketing claims (docs/product.md §1), on the landing page and the alternative /login page. */
export function MarketingStats({ className }: { className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-6 sm:grid-cols-4', className)}>
      {STATS.map(([value, label]) => (
        <div key={label}>
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold text-brand-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
