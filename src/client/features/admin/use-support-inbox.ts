import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportMessage, SupportStatusBody } from '#shared/schemas/support.ts';
import { replyToSupportMessage, setSupportStatus, supportInboxQuery } from '#client/api/support.ts';

export const SUPPORT_INBOX_KEY = supportInboxQuery().queryKey;

/** The staff inbox, refreshed every 30 s so a new message shows without a reload. */
export const useSupportInbox = (enabled = true) =>
  useQuery({ ...supportInboxQuery(), enabled, refetchInterval: 30_000 });

/** Puts the server's answer into the cached list at once, then refetches the list. */
function useUpdateInbox() {
  const client = useQueryClient();
  return (updated: SupportMessage) => {
    client.setQueryData(SUPPORT_INBOX_KEY, (list) => list?.map((m) => (m.id === updated.id ? updated : m)));
    void client.invalidateQueries({ queryKey: SUPPORT_INBOX_KEY });
  };
}

export function useReplyToSupportMessage() {
  const update = useUpdateInbox();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => replyToSupportMessage(id, reply),
    onSuccess: update,
  });
}

export function useSetSupportStatus() {
  const update = useUpdateInbox();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & SupportStatusBody) => setSupportStatus(id, { status }),
    onSuccess: update,
  });
}
