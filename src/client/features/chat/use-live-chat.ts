import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  TYPING_TIMEOUT_MS,
  type LiveChatEvent,
  type LiveChatMessage,
  type LiveChatState,
} from '#shared/schemas/live-chat.ts';
import { liveChatQuery, markLiveChatRead, sendLiveChatMessage, sendLiveChatTyping } from '#client/api/live-chat.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage, errorStatus } from '#client/lib/api.ts';
import { useEventSource } from './use-event-source.ts';

export const LIVE_CHAT_KEY = liveChatQuery().queryKey;
/** docs/product.md §11: the toast when a chat message cannot be sent. */
export const CHAT_ERROR_TITLE = 'Chat Error';
export const CHAT_ERROR_MESSAGE = 'Failed to send message. Please try again.';

/** Adds a message once; a reply counts as unread until the open panel reports it read (effect below). */
function withMessage(state: LiveChatState | null | undefined, message: LiveChatMessage) {
  if (!state) return state;
  if (state.messages.some((m) => m.id === message.id)) return state;
  const conversation =
    state.conversation && state.conversation.id === message.conversationId
      ? { ...state.conversation, unread: state.conversation.unread + (message.isUser ? 0 : 1) }
      : state.conversation;
  // A message of a newer conversation (after a close) starts the view afresh.
  const messages = state.conversation?.id === message.conversationId ? [...state.messages, message] : [message];
  return { conversation, messages };
}

/** The signed-in user's live chat: history, real-time updates, unread count, typing, sending. */
export function useLiveChat(signedIn: boolean, open: boolean) {
  const client = useQueryClient();
  const query = useQuery({ ...liveChatQuery(), enabled: signedIn });
  const [staffTyping, setStaffTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The indicator goes away by itself if "stopped typing" is lost.
  const showStaffTyping = (on: boolean) => {
    clearTimeout(typingTimer.current);
    setStaffTyping(on);
    if (on) typingTimer.current = setTimeout(() => setStaffTyping(false), TYPING_TIMEOUT_MS);
  };
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  const state = query.data ?? null;
  const active = state?.conversation && state.conversation.status !== 'closed';
  const resync = () => void client.invalidateQueries({ queryKey: LIVE_CHAT_KEY });

  useEventSource(
    '/api/live-chat/events',
    signedIn && Boolean(open || active),
    {
      message: (data) => {
        const { message } = data as Extract<LiveChatEvent, { type: 'message' }>;
        if (message.sender === 'staff') showStaffTyping(false);
        const current = client.getQueryData(LIVE_CHAT_KEY);
        if (current?.conversation?.id !== message.conversationId) return resync();
        client.setQueryData(LIVE_CHAT_KEY, withMessage(current, message));
      },
      conversation: resync,
      typing: (data) => {
        showStaffTyping((data as Extract<LiveChatEvent, { type: 'typing' }>).typing);
      },
    },
    resync,
  );

  const unread = state?.conversation?.unread ?? 0;
  useEffect(() => {
    if (!open || unread === 0) return;
    void markLiveChatRead()
      .then(() =>
        client.setQueryData(LIVE_CHAT_KEY, (s) =>
          s?.conversation ? { ...s, conversation: { ...s.conversation, unread: 0 } } : s,
        ),
      )
      .catch(() => undefined);
  }, [open, unread, client]);

  const sendMutation = useMutation({
    mutationFn: sendLiveChatMessage,
    onSuccess: (message) => {
      const current = client.getQueryData(LIVE_CHAT_KEY);
      if (current?.conversation?.id === message.conversationId) {
        // The answer's agent names who the user talks to; the stored message itself is the user's.
        client.setQueryData(LIVE_CHAT_KEY, withMessage(current, { ...message, agent: null }));
      } else resync();
    },
    onError: (error) => {
      const status = errorStatus(error);
      // The server's own words when it refused the message for a reason the user can fix.
      const description = status && status < 500 ? errorMessage(error, CHAT_ERROR_MESSAGE) : CHAT_ERROR_MESSAGE;
      toast({ title: CHAT_ERROR_TITLE, description, variant: 'destructive' });
    },
  });

  async function send(text: string): Promise<boolean> {
    const message = text.trim();
    if (!message || sendMutation.isPending) return false;
    return sendMutation.mutateAsync(message).then(
      () => true,
      () => false, // the toast is shown by onError
    );
  }

  const typing = (value: boolean) => void sendLiveChatTyping(value).catch(() => undefined);

  return {
    state,
    isLoading: query.isLoading,
    unread,
    staffTyping,
    send,
    typing,
    pending: sendMutation.isPending,
  };
}
