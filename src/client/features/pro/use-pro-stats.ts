import { useQuery } from '@tanstack/react-query';

/** GET /api/pro-stats (docs/product.md §6). `defaults` names the figures that are product defaults, not the user's data. */
export interface ProStats {
  avgProcessingTime: number;
  documentsStored: number;
  completedReviews: number;
  successRate: number;
  defaults?: readonly ('avgProcessingTime' | 'successRate')[];
}

export const PRO_STATS_KEY = ['/api/pro-stats'] as const;

export function useProStats(enabled: boolean) {
  return useQuery<ProStats>({ queryKey: PRO_STATS_KEY, enabled });
}
