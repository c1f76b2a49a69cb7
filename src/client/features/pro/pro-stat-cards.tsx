import { Award, Clock, FileStack, UserCheck } from 'lucide-react';
import { PRO_STATS_DEFAULTS } from '#shared/constants.ts';
import { StatCard } from '#client/features/dashboard/stat-card.tsx';
import type { ProStats } from './use-pro-stats.ts';

const TYPICAL = 'typical for Pro, no reviews of yours completed yet';

/** The four Pro figures; a spec default is labelled as typical, never passed off as the user's own. */
export function ProStatCards({ stats }: { stats: ProStats | undefined }) {
  // The server names its defaults; without that list, an untouched default with no completed review is one.
  const isDefault = (key: 'avgProcessingTime' | 'successRate') =>
    stats?.defaults
      ? stats.defaults.includes(key)
      : stats?.completedReviews === 0 && stats[key] === PRO_STATS_DEFAULTS[key];
  const dash = '–';
  return (
    <section aria-label="Your Pro statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={Clock}
        label="Average processing"
        value={stats ? `${stats.avgProcessingTime} days` : dash}
        note={isDefault('avgProcessingTime') ? TYPICAL : 'of your completed reviews'}
      />
      <StatCard
        icon={FileStack}
        label="Documents stored"
        value={stats ? String(stats.documentsStored) : dash}
        note={stats?.documentsStored === 0 ? 'no data yet' : 'in secure storage'}
      />
      <StatCard
        icon={UserCheck}
        label="Expert reviews completed"
        value={stats ? String(stats.completedReviews) : dash}
        note={stats?.completedReviews === 0 ? 'no data yet' : undefined}
      />
      <StatCard
        icon={Award}
        label="Success rate"
        value={stats ? `${stats.successRate}%` : dash}
        note={isDefault('successRate') ? TYPICAL : 'of your reviewed applications'}
      />
    </section>
  );
}
