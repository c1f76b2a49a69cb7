import { useEffect, useState } from 'react';
import type { StaffConversation } from '#shared/schemas/live-chat.ts';
import { Badge } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { ChatComposer } from '#client/features/chat/chat-composer.tsx';
import { ChatLog } from '#client/features/chat/chat-log.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/format-date.ts';
import { cn } from '#client/lib/cn.ts';
import { markChatRead, sendStaffTyping, useChatAction, useClosedChats, useStaffChat } from './use-admin-chats.ts';

const STATUS_LABEL = { open: 'Waiting', claimed: 'Claimed', closed: 'Closed' } as const;

/** Staff console: the queue of open conversations, and the one being answered (claim, reply, close). */
export function ChatConsole({
  meId,
  active,
  typing,
}: {
  meId: number;
  active: StaffConversation[];
  typing: ReadonlySet<number>;
}) {
  const [show, setShow] = useState<'active' | 'closed'>('active');
  const closed = useClosedChats(show === 'closed');
  const [selected, setSelected] = useState<number | null>(null);
  const list = show === 'active' ? active : (closed.data ?? []);
  return (
    <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
      <div className="space-y-2">
        <div className="flex gap-2" role="group" aria-label="Which conversations">
          {(['active', 'closed'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={show === value ? 'default' : 'outline'}
              aria-pressed={show === value}
              onClick={() => setShow(value)}
            >
              {value === 'active' ? 'Open' : 'Closed'}
            </Button>
          ))}
        </div>
        {list.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {show === 'active'
              ? 'No open conversations. New chats appear here as they arrive.'
              : 'No closed conversations yet.'}
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Conversations">
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={selected === c.id}
                  data-testid={`chat-${c.id}`}
                  onClick={() => setSelected(c.id)}
                  className={cn(
                    'w-full rounded-lg border bg-white p-3 text-left text-sm',
                    selected === c.id ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{c.userName || c.userEmail}</span>
                    {c.unread > 0 && <Badge tone="blue">{c.unread} unread</Badge>}
                  </span>
                  <span className="block text-slate-700">
                    {STATUS_LABEL[c.status]}
                    {c.staffName ? ` · ${c.staffId === meId ? 'you' : c.staffName}` : ''}
                    {typing.has(c.id) ? ' · typing…' : ''}
                  </span>
                  {c.lastMessage && <span className="block truncate text-slate-600">{c.lastMessage}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          Choose a conversation to read and answer it.
        </p>
      ) : (
        <Conversation id={selected} meId={meId} userTyping={typing.has(selected)} />
      )}
    </div>
  );
}

function Conversation({ id, meId, userTyping }: { id: number; meId: number; userTyping: boolean }) {
  const chat = useStaffChat(id);
  const action = useChatAction();
  const conversation = chat.data?.conversation;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markChatRead(id);
  }, [id, unread]);
  if (chat.isLoading || !conversation) return <p>Loading...</p>;

  const run = (name: 'claim' | 'close' | 'messages', message?: string) =>
    action.mutate(
      { id, action: name, ...(message === undefined ? {} : { message }) },
      { onError: (error) => toast({ title: 'Chat Error', description: errorMessage(error), variant: 'destructive' }) },
    );
  const theirs = conversation.staffId !== null && conversation.staffId !== meId;
  const closed = conversation.status === 'closed';
  return (
    <section
      aria-label={`Conversation with ${conversation.userName}`}
      className="flex max-h-[70vh] flex-col rounded-lg border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 p-3">
        <div>
          <h2 className="font-semibold text-slate-900">{conversation.userName}</h2>
          <p className="text-sm text-slate-700">
            {conversation.userEmail} · {conversation.userPlan} plan · started {formatDateTime(conversation.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={closed ? 'gray' : conversation.status === 'open' ? 'yellow' : 'green'}>
            {STATUS_LABEL[conversation.status]}
            {conversation.staffName ? ` by ${conversation.staffId === meId ? 'you' : conversation.staffName}` : ''}
          </Badge>
          {!closed && conversation.staffId === null && (
            <Button size="sm" disabled={action.isPending} onClick={() => run('claim')}>
              Claim
            </Button>
          )}
          {!closed && !theirs && (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run('close')}>
              Close conversation
            </Button>
          )}
        </div>
      </header>
      <ChatLog
        messages={chat.data?.messages ?? []}
        label={`Messages with ${conversation.userName}`}
        mine="staff"
        typing={userTyping ? conversation.userName : undefined}
        empty="No messages yet."
      />
      {closed || theirs ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-700">
          {closed ? 'This conversation is closed.' : `${conversation.staffName} is answering this conversation.`}
        </p>
      ) : (
        <ChatComposer
          key={id}
          label={`Reply to ${conversation.userName}`}
          note="Replying claims the conversation. Files can't be sent in chat."
          pending={action.isPending}
          onSend={async (text) => {
            if (!text.trim() || action.isPending) return false;
            return action.mutateAsync({ id, action: 'messages', message: text.trim() }).then(
              () => true,
              (error: unknown) => {
                toast({ title: 'Chat Error', description: errorMessage(error), variant: 'destructive' });
                return false;
              },
            );
          }}
          onTyping={(value) => sendStaffTyping(id, value)}
        />
      )}
    </section>
  );
}
