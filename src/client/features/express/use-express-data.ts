import { useQuery } from '@tanstack/react-query';
import { EXPRESS_APPLICATIONS_POLL_MS, EXPRESS_STATS_POLL_MS } from '#shared/constants.ts';
import type { Application } from '#shared/schemas/applications.ts';
import { APPLICATIONS_KEY } from '#client/features/application/use-application.ts';

/** GET /api/express-stats (docs/product.md §6): avgProcessingTime is text such as '0 hours'. */
export interface ExpressStats {
  totalApplications: number;
  successRate: number;
  avgProcessingTime: string;
  defaults?: readonly string[];
}

/** Express stats, polled every 60 s (docs/product.md §12). */
export function useExpressStats() {
  return useQuery<ExpressStats>({ queryKey: ['/api/express-stats'], refetchInterval: EXPRESS_STATS_POLL_MS });
}

/** The applications list, polled every 30 s on the Express page (docs/product.md §7). */
export function usePolledApplications() {
  return useQuery<Application[]>({ queryKey: APPLICATIONS_KEY, refetchInterval: EXPRESS_APPLICATIONS_POLL_MS });
}
