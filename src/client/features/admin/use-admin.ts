import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApplicationsQuery, AuditQuery, CompleteReviewBody } from '#shared/schemas/admin.ts';
import type { ApplicationStatus } from '#shared/schemas/applications.ts';
import {
  adminApplicationsQuery,
  adminStatsQuery,
  adminUsersQuery,
  auditQuery,
  reviewQueueQuery,
  reviewStep,
  saveDocumentNotes,
  sendStatusNotification,
  setUserRole,
  type ReviewStep,
} from '#client/api/admin.ts';
import { updateApplication } from '#client/api/applications.ts';
import { documentsQuery } from '#client/api/documents.ts';

export const ADMIN_STATS_KEY = adminStatsQuery().queryKey;
export const adminApplicationsKey = (q: AdminApplicationsQuery) => adminApplicationsQuery(q).queryKey;
export const REVIEWS_KEY = reviewQueueQuery().queryKey;

export const useAdminStats = () => useQuery(adminStatsQuery());

export const useAdminApplications = (q: AdminApplicationsQuery) =>
  useQuery({ ...adminApplicationsQuery(q), placeholderData: (previous) => previous });

export const useApplicationDocuments = (applicationId: number | null) =>
  useQuery({ ...documentsQuery(applicationId ?? 0), enabled: applicationId !== null });

export const useReviewQueue = () => useQuery({ ...reviewQueueQuery(), refetchInterval: 30_000 });

export const useAdminUsers = (search: string) => useQuery(adminUsersQuery(search));

export const useAudit = (q: AuditQuery) => useQuery(auditQuery(q));

/** After any staff change: the list, the stats and the queue all move together (docs/product.md §10). */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) =>
        String(query.queryKey[0]).startsWith('/api/admin') || String(query.queryKey[0]).startsWith('/api/applications'),
    });
}

export function useUpdateStatus() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) => updateApplication(id, { status }),
    onSuccess: refresh,
  });
}

export function useSendNotification() {
  return useMutation({ mutationFn: sendStatusNotification });
}

export function useReviewStep() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: number; step: ReviewStep; body?: CompleteReviewBody }) =>
      reviewStep(id, step, body),
    onSuccess: refresh,
  });
}

export function useDocumentNotes() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) => saveDocumentNotes(id, notes),
    onSuccess: refresh,
  });
}

export function useSetRole() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: 'user' | 'staff' }) => setUserRole(id, role),
    onSuccess: refresh,
  });
}
