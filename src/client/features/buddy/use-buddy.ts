import { useQuery } from '@tanstack/react-query';
import type { BuddyResponse } from '#shared/schemas/buddy.ts';

/**
 * The user's open problems on one application. `version` changes whenever the documents, the saved form or
 * access change, so the list refreshes with the document poll without polling on its own.
 */
export function useBuddyProblems(applicationId: number | undefined, version: string) {
  return useQuery<BuddyResponse>({
    queryKey: [`/api/applications/${applicationId ?? 0}/buddy`, version],
    enabled: applicationId !== undefined,
    placeholderData: (previous) => previous,
  });
}
