import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/schemas/public-config.ts';

/** The server's public settings (payments mode, demo on or off); they never change while a page is open. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config'] });
}
