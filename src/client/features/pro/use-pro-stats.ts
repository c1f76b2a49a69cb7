import { useQuery } from '@tanstack/react-query';
import { proStatsQuery } from '#client/api/plans.ts';

/** GET /api/pro-stats (docs/product.md §6). `defaults` names the figures that are the spec's defaults, not the user's data. */
export type { ProStats } from '#shared/schemas/plans.ts';

export const PRO_STATS_KEY = proStatsQuery().queryKey;

export function useProStats(enabled: boolean) {
  return useQuery({ ...proStatsQuery(), enabled });
}
