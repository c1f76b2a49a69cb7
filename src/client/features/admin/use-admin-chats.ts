import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  TYPING_TIMEOUT_MS,
  type LiveChatEvent,
  type StaffConversation,
  type StaffConversationDetail,
} from '#shared/schemas/live-chat.ts';
import { apiRequest, getQueryFn } from '#client/lib/api.ts';
import { useEventSource } from '#client/features/chat/use-event-source.ts';

const get = <T>() => getQueryFn<T>({ on401: 'throw' }) as () => Promise<T>;
const isChatKey = (key: unknown) => String(key).startsWith('/api/admin/chats');
export const adminChatsKey = (status: 'active' | 'closed') => [`/api/admin/chats?status=${status}`] as const;
export const adminChatKey = (id: number) => [`/api/admin/chats/${id}`] as const;

/**
 * The staff side of live chat, held while /admin is open: the event stream (which also tells every server
 * that a staff member is online), the active queue, and who is typing where.
 */
export function useStaffChats(enabled: boolean) {
  const client = useQueryClient();
  const active = useQuery<StaffConversation[]>({
    queryKey: adminChatsKey('active'),
    queryFn: get<StaffConversation[]>(),
    enabled,
  });
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

export const useClosedChats = (enabled: boolean) =>
  useQuery<StaffConversation[]>({ queryKey: adminChatsKey('closed'), queryFn: get<StaffConversation[]>(), enabled });

export const useStaffChat = (id: number | null) =>
  useQuery<StaffConversationDetail>({
    queryKey: adminChatKey(id ?? 0),
    queryFn: get<StaffConversationDetail>(),
    enabled: id !== null,
  });

export function useChatAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, message }: { id: number; action: 'claim' | 'close' | 'messages'; message?: string }) =>
      apiRequest('POST', `/api/admin/chats/${id}/${action}`, message === undefined ? undefined : { message }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => isChatKey(q.queryKey[0]) }),
  });
}

export const markChatRead = (id: number) => apiRequest('POST', `/api/admin/chats/${id}/read`).catch(() => undefined);
export const sendStaffTyping = (id: number, typing: boolean) =>
  void apiRequest('POST', `/api/admin/chats/${id}/typing`, { typing }).catch(() => undefined);
