import { Mail } from 'lucide-react';
import { useState } from 'react';
import { supportReplyBodySchema, type SupportMessage, type SupportMessageStatus } from '#shared/schemas/support.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useReplyToSupportMessage, useSetSupportStatus, useSupportInbox } from './use-support-inbox.ts';

const STATUS = {
  open: { label: 'Open', tone: 'yellow' },
  replied: { label: 'Replied', tone: 'green' },
  handled: { label: 'Handled', tone: 'gray' },
} as const satisfies Record<SupportMessageStatus, { label: string; tone: 'yellow' | 'green' | 'gray' }>;

export const countOpen = (messages: readonly SupportMessage[] | undefined) =>
  messages?.filter((m) => m.status === 'open').length ?? 0;

/** The Support Center's messages: open ones first; staff answer by e-mail or mark a message handled. */
export function SupportInbox() {
  const inbox = useSupportInbox();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (inbox.isLoading) return <Spinner label="Loading support messages..." />;
  if (inbox.isError) return <p className="text-red-700">{errorMessage(inbox.error)}</p>;
  const messages = inbox.data ?? [];
  const selected = messages.find((m) => m.id === selectedId);
  if (messages.length === 0) return <p className="text-slate-700">No support messages yet.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul aria-label="Support messages" className="space-y-2">
        {messages.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-pressed={m.id === selectedId}
              onClick={() => setSelectedId(m.id)}
              className={cn(
                'w-full rounded-lg border p-3 text-left hover:bg-slate-50',
                m.id === selectedId ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words text-slate-900">{m.subject}</span>
                <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
              </span>
              <span className="block text-sm text-slate-700">
                {m.name} · {formatDateTime(m.createdAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <MessageDetail key={selected.id} message={selected} />
      ) : (
        <p className="text-slate-700">Open a message to read it and reply.</p>
      )}
    </div>
  );
}

function MessageDetail({ message }: { message: SupportMessage }) {
  const form = useZodForm(supportReplyBodySchema, { defaultValues: { reply: '' } });
  const send = useReplyToSupportMessage();
  const setStatus = useSetSupportStatus();
  const closed = message.status !== 'open';

  const submit = form.handleSubmit(({ reply }) =>
    send.mutate(
      { id: message.id, reply },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Reply sent', description: `E-mailed to ${message.email}.`, variant: 'success' });
        },
        onError: (error) =>
          toast({ title: 'Reply not sent', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  const toggleHandled = () =>
    setStatus.mutate(
      { id: message.id, status: closed ? 'open' : 'handled' },
      {
        onError: (error) =>
          toast({ title: 'Status not changed', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Card aria-labelledby={`support-message-${message.id}`} role="region">
      <CardHeader>
        <CardTitle id={`support-message-${message.id}`} className="break-words">
          {message.subject}
        </CardTitle>
        <p className="text-sm text-slate-700">
          From {message.name} &lt;
          <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
          &gt; · {formatDateTime(message.createdAt)} · {message.userId ? `account #${message.userId}` : 'visitor'}
        </p>
        <p>
          Status: <Badge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</Badge>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900">{message.message}</p>
        {message.reply && (
          <div>
            <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
              <Mail className="size-4" aria-hidden /> Last reply
              {message.repliedAt ? `, ${formatDateTime(message.repliedAt)}` : ''}
            </h3>
            <p className="break-words whitespace-pre-line text-slate-800">{message.reply}</p>
          </div>
        )}
        <form className="space-y-2" onSubmit={(event) => void submit(event)} noValidate>
          <TextAreaField
            label={`Reply to ${message.name} by e-mail`}
            maxLength={10_000}
            error={form.formState.errors.reply?.message}
            {...form.register('reply')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send reply'}
            </Button>
            <Button variant="outline" onClick={toggleHandled} disabled={setStatus.isPending}>
              {closed ? 'Reopen' : 'Mark handled'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
