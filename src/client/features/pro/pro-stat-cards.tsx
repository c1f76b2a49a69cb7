import { Award, Clock, FileStack, UserCheck } from 'lucide-react';
import { PRO_STATS_DEFAULTS } from '#shared/constants.ts';
import { formatDays, NO_DATA_YET } from '#shared/domain/durations.ts';
import { StatCard } from '#client/features/dashboard/stat-card.tsx';
import type { ProStats } from './use-pro-stats.ts';

const TYPICAL = (figure: string) => `typical for Pro: ${figure}`;

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
        value={!stats ? dash : isDefault('avgProcessingTime') ? NO_DATA_YET : formatDays(stats.avgProcessingTime)}
        note={
          isDefault('avgProcessingTime')
            ? TYPICAL(`${PRO_STATS_DEFAULTS.avgProcessingTime} days`)
            : 'of your completed reviews'
        }
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
        value={!stats ? dash : isDefault('successRate') ? NO_DATA_YET : `${stats.successRate}%`}
        note={
          isDefault('successRate') ? TYPICAL(`${PRO_STATS_DEFAULTS.successRate}%`) : 'of your reviewed applications'
        }
      />
    </section>
  );
}
