import { CalendarPlus, Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  TIMELINE_EVENT_KINDS,
  TIMELINE_EVENT_LABELS,
  TIMELINE_STATUS_LABELS,
  timelineEventsBodySchema,
  type ChaseDate,
  type Timeline,
  type TimelineEventKind,
  type TimelineStep,
} from '#shared/schemas/timeline.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { downloadCalendar, useSaveEvents, useTimeline } from './use-timeline.ts';

const day = (date: string) => formatCalendarDate(date, { month: 'long' });

const STATUS_STYLE: Record<TimelineStep['status'], string> = {
  done: 'border-green-300 bg-green-50 text-green-900',
  next: 'border-brand-600 bg-brand-50 text-brand-800',
  upcoming: 'border-slate-300 bg-slate-50 text-slate-800',
  overdue: 'border-red-300 bg-red-50 text-red-900',
};

function whenText(step: TimelineStep): string | null {
  if (step.status === 'done') return step.doneOn ? `Done on ${day(step.doneOn)}` : 'Done';
  const e = step.expected;
  const parts: string[] = [];
  if (e?.from && e.to && e.from === e.to) parts.push(`Expected on ${day(e.from)}`);
  else if (e?.from && e.to) parts.push(`Expected between ${day(e.from)} and ${day(e.to)}`);
  else if (e?.to) parts.push(`Expected by ${day(e.to)}`);
  else if (e?.from) parts.push(`Expected from ${day(e.from)}`);
  if (step.dueBy) parts.push(`before ${day(step.dueBy)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * "What happens next", after the PDF (issue 20, part 5): the road ahead as steps with plain-words status and
 * dates in the reader's locale, a form to record what happened, the drafted follow-up e-mail when chasing is
 * due, the file-by date and a calendar file. docs/decisions/0043-case-timeline.md.
 */
export function TimelineSection({ applicationId }: { applicationId: number }) {
  const timeline = useTimeline(applicationId);
  if (timeline.isLoading) return null;
  if (timeline.error instanceof ApiError && timeline.error.status === 409) return null; // step 1 not answered
  if (!timeline.data) return null;
  return <TimelineBody applicationId={applicationId} timeline={timeline.data} />;
}

function TimelineBody({ applicationId, timeline }: { applicationId: number; timeline: Timeline }) {
  const due = timeline.chase.filter((c) => c.due && c.email);
  const planned = timeline.chase.filter((c) => !c.due && c.on);
  return (
    <Card data-testid="timeline">
      <CardHeader>
        <CardTitle>What happens next</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {timeline.fileBy && (
          <div
            className={cn(
              'rounded-md border p-3 text-sm',
              timeline.fileBy.passed ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50',
            )}
            data-testid="timeline-file-by"
          >
            <p className="font-semibold text-slate-900">
              {timeline.fileBy.passed
                ? `The file-by date (${day(timeline.fileBy.date)}) has passed: apply as soon as you can.`
                : `File by ${day(timeline.fileBy.date)}`}
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {timeline.fileBy.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}

        <ol className="space-y-3" aria-label="Steps after the PDF">
          {timeline.steps.map((step, i) => {
            const when = whenText(step);
            return (
              <li
                key={step.id}
                className="rounded-md border border-slate-200 p-3"
                data-testid={`timeline-step-${step.id}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    {i + 1}. {step.title}
                  </p>
                  <span
                    className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[step.status])}
                    data-testid={`timeline-status-${step.id}`}
                  >
                    {TIMELINE_STATUS_LABELS[step.status]}
                  </span>
                </div>
                {when && <p className="mt-1 text-sm font-medium text-slate-800">{when}</p>}
                <p className="mt-1 text-sm text-slate-700">{step.detail}</p>
              </li>
            );
          })}
        </ol>

        {due.map((c) => (
          <FollowUpEmail key={c.key} chase={c} />
        ))}
        {planned.length > 0 && (
          <div className="text-sm text-slate-700">
            <p className="font-medium text-slate-900">When to chase, if your passport has not come</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {planned.map((c) => (
                <li key={c.key}>
                  From {day(c.on ?? '')}: {c.who}. {c.how}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div>
          <Button
            variant="outline"
            onClick={() =>
              void downloadCalendar(applicationId).catch(() =>
                toast({
                  title: 'Could not download the calendar file',
                  description: 'Please try again.',
                  variant: 'destructive',
                }),
              )
            }
          >
            <CalendarPlus className="size-4" aria-hidden /> Add to calendar (.ics)
          </Button>
        </div>

        <EventsForm applicationId={applicationId} timeline={timeline} />
      </CardContent>
    </Card>
  );
}

function FollowUpEmail({ chase }: { chase: ChaseDate }) {
  const email = chase.email;
  if (!email) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(`Subject: ${email.subject}\n\n${email.body}`);
    toast({ title: 'E-mail copied', description: 'Paste it into your e-mail program.', variant: 'success' });
  };
  return (
    <section
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
      aria-label={`Follow-up e-mail to ${email.toName}`}
      data-testid={`follow-up-${chase.key}`}
    >
      <p className="font-semibold text-slate-900">
        Time to chase {email.toName} (since {day(chase.on ?? '')})
      </p>
      <p className="text-slate-800">
        To: {email.to ?? email.toName}
        {!email.to && email.where && (
          <>
            {' '}
            (the address is on{' '}
            <a href={email.where} className="text-brand-700 underline" target="_blank" rel="noreferrer">
              their site
            </a>
            )
          </>
        )}
      </p>
      <p className="text-slate-800">Subject: {email.subject}</p>
      <pre className="rounded bg-white p-3 font-sans text-sm whitespace-pre-wrap text-slate-900">{email.body}</pre>
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        <Copy className="size-4" aria-hidden /> Copy e-mail
      </Button>
    </section>
  );
}

type Values = Record<TimelineEventKind, string>;

function EventsForm({ applicationId, timeline }: { applicationId: number; timeline: Timeline }) {
  const save = useSaveEvents(applicationId);
  const initial = Object.fromEntries(TIMELINE_EVENT_KINDS.map((k) => [k, timeline.events[k] ?? ''])) as Values;
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(
      TIMELINE_EVENT_KINDS.map((k) => [k, values[k].trim() === '' ? null : values[k].trim()]),
    );
    const parsed = timelineEventsBodySchema.safeParse(body);
    if (!parsed.success) {
      const errs: Partial<Values> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as TimelineEventKind | undefined;
        if (key && !errs[key]) errs[key] = issue.message;
      }
      setFieldErrors(errs);
      setProblem(null);
      return;
    }
    setFieldErrors({});
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Saved', description: 'Your timeline is up to date.', variant: 'success' }),
      onError: (error) => setProblem(error.message),
    });
  };

  const field = (kind: TimelineEventKind) => (
    <TextField
      key={kind}
      label={TIMELINE_EVENT_LABELS[kind]}
      name={kind}
      type={kind === 'fileNumber' ? 'text' : 'date'}
      value={values[kind]}
      error={fieldErrors[kind]}
      autoComplete="off"
      onChange={(e) => setValues((v) => ({ ...v, [kind]: e.target.value }))}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="timeline-record-heading">
      <h3 id="timeline-record-heading" className="text-base font-semibold text-slate-900">
        Record what happened
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">{TIMELINE_EVENT_KINDS.map(field)}</div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
