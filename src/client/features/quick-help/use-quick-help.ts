import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { QUICK_HELP_HISTORY } from '#shared/constants.ts';
import type { ChatEntry, HelpSource, QuickHelpContext } from '#shared/schemas/chat.ts';
import { openLiveChat } from '#client/features/chat/live-chat-store.ts';
import { askQuickHelp } from '#client/api/support.ts';
import { closeQuickHelp } from './quick-help-store.ts';

export interface QuickHelpMessage extends ChatEntry {
  id: number;
  sources?: HelpSource[];
  offerLiveChat?: boolean;
}

/** docs/product.md §11: the bot's words when the call fails. */
export const QUICK_HELP_OFFLINE =
  "I'm having trouble connecting right now. Please try again in a moment, or contact our support team if the issue persists.";
const GREETING =
  "Hi! I'm Quick Help. Ask me about renewal times, fees, the documents you need or the photo rules, and I'll point you to the page that explains it.";

let nextId = 1;
const entry = (message: string, isUser: boolean, extra: Partial<QuickHelpMessage> = {}): QuickHelpMessage => ({
  id: nextId++,
  message,
  isUser,
  timestamp: new Date().toISOString(),
  agent: isUser ? undefined : 'Quick Help',
  ...extra,
});

export function useQuickHelp(context: QuickHelpContext) {
  const [messages, setMessages] = useState<QuickHelpMessage[]>(() => [entry(GREETING, false)]);
  const ask = useMutation({
    mutationFn: (body: { message: string; history: ChatEntry[] }) =>
      askQuickHelp({ message: body.message, context, conversationHistory: body.history }),
  });

  function send(text: string) {
    const message = text.trim();
    if (!message || ask.isPending) return false;
    // The last 5 entries before this one, without the greeting's extras.
    const history = messages
      .slice(-QUICK_HELP_HISTORY)
      .map(({ message: m, isUser, timestamp }) => ({ message: m, isUser, timestamp }));
    setMessages((all) => [...all, entry(message, true)]);
    ask.mutate(
      { message, history },
      {
        onSuccess: (answer) => {
          setMessages((all) => [
            ...all,
            entry(answer.response, false, { sources: answer.sources, offerLiveChat: answer.offerLiveChat }),
          ]);
          // "Talk to a person": live chat opens and Quick Help steps aside (one chat panel at a time).
          if (answer.handoff === 'live-chat') {
            closeQuickHelp();
            openLiveChat();
          }
        },
        onError: () => setMessages((all) => [...all, entry(QUICK_HELP_OFFLINE, false, { offerLiveChat: true })]),
      },
    );
    return true;
  }

  return { messages, send, pending: ask.isPending };
}
