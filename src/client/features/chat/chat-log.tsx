import { useEffect, useRef } from 'react';
import type { LiveChatMessage } from '#shared/schemas/live-chat.ts';
import { formatDateTime } from '#client/lib/format-date.ts';
import { cn } from '#client/lib/cn.ts';

/** The conversation as a live region: screen readers hear each new message once. */
export function ChatLog({
  messages,
  label,
  mine,
  typing,
  empty,
}: {
  messages: LiveChatMessage[];
  label: string;
  /** Which side is "me": the user's widget or the staff console. */
  mine: 'user' | 'staff';
  typing?: string | undefined;
  empty: string;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, typing]);
  return (
    <div role="log" aria-live="polite" aria-label={label} className="flex-1 overflow-y-auto p-3" tabIndex={0}>
      {messages.length === 0 && <p className="text-sm text-slate-700">{empty}</p>}
      <ol className="space-y-2">
        {messages.map((m) => {
          const own = mine === 'user' ? m.isUser : m.sender === 'staff';
          const who = m.isUser ? (mine === 'user' ? 'You' : 'Customer') : (m.agent ?? 'Support');
          return (
            <li key={m.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-line',
                  own
                    ? 'bg-brand-700 text-white'
                    : m.sender === 'assistant'
                      ? 'bg-amber-50 text-slate-900'
                      : 'bg-slate-100 text-slate-900',
                )}
              >
                <p className={cn('text-xs font-semibold', own ? 'text-white' : 'text-slate-700')}>
                  {who} <span className="font-normal">· {formatDateTime(m.timestamp)}</span>
                </p>
                {m.message}
              </div>
            </li>
          );
        })}
      </ol>
      {typing && (
        <p className="mt-2 text-sm text-slate-700" aria-live="off">
          {typing} is typing…
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
