import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '#client/api/plans.ts';

/** The server's public settings (payments mode, demo on or off); they never change while a page is open. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
