import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportMessage, SupportStatusBody } from '#shared/schemas/support.ts';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';

export const SUPPORT_INBOX_KEY = ['/api/admin/support-messages'] as const;

/** The staff inbox, refreshed every 30 s so a new message shows without a reload. */
export const useSupportInbox = (enabled = true) =>
  useQuery<SupportMessage[]>({
    queryKey: SUPPORT_INBOX_KEY,
    enabled,
    queryFn: getQueryFn<SupportMessage[]>({ on401: 'throw' }) as () => Promise<SupportMessage[]>,
    refetchInterval: 30_000,
  });

/** Puts the server's answer into the cached list at once, then refetches the list. */
function useUpdateInbox() {
  const client = useQueryClient();
  return (updated: SupportMessage) => {
    client.setQueryData<SupportMessage[]>(SUPPORT_INBOX_KEY, (list) =>
      list?.map((m) => (m.id === updated.id ? updated : m)),
    );
    void client.invalidateQueries({ queryKey: SUPPORT_INBOX_KEY });
  };
}

export function useReplyToSupportMessage() {
  const update = useUpdateInbox();
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }) =>
      (await (await apiRequest('POST', `/api/admin/support-messages/${id}/reply`, { reply })).json()) as SupportMessage,
    onSuccess: update,
  });
}

export function useSetSupportStatus() {
  const update = useUpdateInbox();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number } & SupportStatusBody) =>
      (await (await apiRequest('PATCH', `/api/admin/support-messages/${id}`, { status })).json()) as SupportMessage,
    onSuccess: update,
  });
}
