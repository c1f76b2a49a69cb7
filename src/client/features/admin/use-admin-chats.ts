import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TYPING_TIMEOUT_MS, type LiveChatEvent } from '#shared/schemas/live-chat.ts';
import {
  claimChat,
  closeChat,
  markStaffChatRead,
  replyToChat,
  sendStaffChatTyping,
  staffChatQuery,
  staffChatsQuery,
} from '#client/api/live-chat.ts';
import { useEventSource } from '#client/features/chat/use-event-source.ts';

const isChatKey = (key: unknown) => String(key).startsWith('/api/admin/chats');
export const adminChatsKey = (status: 'active' | 'closed') => staffChatsQuery(status).queryKey;
export const adminChatKey = (id: number) => staffChatQuery(id).queryKey;

/**
 * The staff side of live chat, held while /admin is open: the event stream (which also tells every server
 * that a staff member is online), the active queue, and who is typing where.
 */
export function useStaffChats(enabled: boolean) {
  const client = useQueryClient();
  const active = useQuery({ ...staffChatsQuery('active'), enabled });
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const setTypingFor = (id: number, on: boolean) => {
    clearTimeout(timers.current.get(id));
    setTyping((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (on)
      timers.current.set(
        id,
        setTimeout(() => setTypingFor(id, false), TYPING_TIMEOUT_MS),
      );
  };
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);
  const refresh = () => void client.invalidateQueries({ predicate: (q) => isChatKey(q.queryKey[0]) });

  useEventSource(
    '/api/admin/chats/events',
    enabled,
    {
      message: (data) => {
        const { message } = data as Extract<LiveChatEvent, { type: 'message' }>;
        if (message.isUser) setTypingFor(message.conversationId, false);
        refresh();
      },
      conversation: refresh,
      read: refresh,
      typing: (data) => {
        const event = data as Extract<LiveChatEvent, { type: 'typing' }>;
        setTypingFor(event.conversationId, event.typing);
      },
    },
    refresh,
  );
  return { active, typing };
}

export const useClosedChats = (enabled: boolean) => useQuery({ ...staffChatsQuery('closed'), enabled });

export const useStaffChat = (id: number | null) => useQuery({ ...staffChatQuery(id ?? 0), enabled: id !== null });

export function useChatAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      message,
    }: {
      id: number;
      action: 'claim' | 'close' | 'messages';
      message?: string;
    }): Promise<unknown> =>
      action === 'claim' ? claimChat(id) : action === 'close' ? closeChat(id) : replyToChat(id, message ?? ''),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => isChatKey(q.queryKey[0]) }),
  });
}

export const markChatRead = (id: number) => markStaffChatRead(id).catch(() => undefined);
export const sendStaffTyping = (id: number, typing: boolean) =>
  void sendStaffChatTyping(id, typing).catch(() => undefined);
