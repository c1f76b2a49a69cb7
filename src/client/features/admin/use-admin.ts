import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminApplicationPage,
  AdminApplicationsQuery,
  AdminStats,
  AdminUser,
  AuditEntry,
  AuditQuery,
  CompleteReviewBody,
  ReviewQueueItem,
} from '#shared/schemas/admin.ts';
import type { ApplicationStatus } from '#shared/schemas/applications.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';

const get = <T>() => getQueryFn<T>({ on401: 'throw' }) as () => Promise<T>;
const toQuery = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const adminApplicationsKey = (q: AdminApplicationsQuery) => [`/api/admin/applications?${toQuery(q)}`] as const;
export const REVIEWS_KEY = ['/api/admin/reviews'] as const;

export const useAdminStats = () => useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY, queryFn: get<AdminStats>() });

export const useAdminApplications = (q: AdminApplicationsQuery) =>
  useQuery<AdminApplicationPage>({
    queryKey: adminApplicationsKey(q),
    queryFn: get<AdminApplicationPage>(),
    placeholderData: (previous) => previous,
  });

export const useApplicationDocuments = (applicationId: number | null) =>
  useQuery<DocumentResource[]>({
    queryKey: [`/api/applications/${applicationId}/documents`],
    queryFn: get<DocumentResource[]>(),
    enabled: applicationId !== null,
  });

export const useReviewQueue = () =>
  useQuery<ReviewQueueItem[]>({ queryKey: REVIEWS_KEY, queryFn: get<ReviewQueueItem[]>(), refetchInterval: 30_000 });

export const useAdminUsers = (search: string) =>
  useQuery<AdminUser[]>({ queryKey: [`/api/admin/users?${toQuery({ search })}`], queryFn: get<AdminUser[]>() });

export const useAudit = (q: AuditQuery) =>
  useQuery<{ items: AuditEntry[]; total: number }>({
    queryKey: [`/api/admin/audit?${toQuery(q)}`],
    queryFn: get<{ items: AuditEntry[]; total: number }>(),
  });

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
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      apiRequest('PATCH', `/api/applications/${id}`, { status }),
    onSuccess: refresh,
  });
}

export function useSendNotification() {
  return useMutation({
    mutationFn: async (applicationId: number) =>
      (await (
        await apiRequest('POST', '/api/admin/notifications', { applicationId, type: 'status_update' })
      ).json()) as {
        sent: boolean;
        message: string;
      },
  });
}

export function useReviewStep() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({
      id,
      step,
      body,
    }: {
      id: number;
      step: 'assign' | 'start' | 'complete';
      body?: CompleteReviewBody;
    }) => apiRequest('POST', `/api/admin/reviews/${id}/${step}`, body),
    onSuccess: refresh,
  });
}

export function useDocumentNotes() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      apiRequest('PATCH', `/api/admin/documents/${id}/notes`, { notes }),
    onSuccess: refresh,
  });
}

export function useSetRole() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: 'user' | 'staff' }) =>
      apiRequest('PATCH', `/api/admin/users/${id}/role`, { role }),
    onSuccess: refresh,
  });
}
