import { useQuery } from '@tanstack/react-query';
import { buddyQuery } from '#client/api/applications.ts';

/**
 * The user's open problems on one application. `version` changes whenever the documents, the saved form or
 * access change, so the list refreshes with the document poll without polling on its own.
 */
export function useBuddyProblems(applicationId: number | undefined, version: string) {
  return useQuery({
    ...buddyQuery(applicationId ?? 0, version),
    enabled: applicationId !== undefined,
    placeholderData: (previous) => previous,
  });
}
