import { useQuery } from '@tanstack/react-query';
import { EXPRESS_APPLICATIONS_POLL_MS, EXPRESS_STATS_POLL_MS } from '#shared/constants.ts';
import { applicationsQuery } from '#client/api/applications.ts';
import { expressStatsQuery } from '#client/api/plans.ts';

/** GET /api/express-stats (docs/product.md §6): avgProcessingTime is text such as '0 hours'. */
export type { ExpressStats } from '#shared/schemas/plans.ts';

/** Express stats, polled every 60 s (docs/product.md §12). */
export function useExpressStats() {
  return useQuery({ ...expressStatsQuery(), refetchInterval: EXPRESS_STATS_POLL_MS });
}

/** The applications list, polled every 30 s on the Express page (docs/product.md §7). */
export function usePolledApplications() {
  return useQuery({ ...applicationsQuery(), refetchInterval: EXPRESS_APPLICATIONS_POLL_MS });
}
