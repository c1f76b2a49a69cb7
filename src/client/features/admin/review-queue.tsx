import { useEffect, useState } from 'react';
import { MANUAL_REVIEW_STATUS_LABELS } from '#shared/schemas/applications.ts';
import { completeReviewBodySchema, type ReviewQueueItem, type ReviewVerdict } from '#shared/schemas/admin.ts';
import type { Role } from '#shared/permissions.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextAreaField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { formatDateTime, formatTimeLeft } from '#client/lib/format-date.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { StaffDocumentView } from './staff-document-view.tsx';
import { useApplicationDocuments, useReviewQueue, useReviewStep } from './use-admin.ts';

/** Ticks once a minute so SLA countdowns stay true without refetching. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Requested manual and expert reviews: Express and priority first, then oldest, with SLA countdowns. */
export function ReviewQueue({ me }: { me: { id: number; role: Role } }) {
  const queue = useReviewQueue();
  const now = useNow();
  if (queue.isLoading) return <p>Loading...</p>;
  if (queue.isError)
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(queue.error, 'Failed to load the review queue.')}
      </p>
    );
  const items = queue.data ?? [];
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
        No reviews are waiting. New requests appear here.
      </p>
    );
  return (
    <ul className="space-y-3" aria-label="Review queue">
      {items.map((item) => (
        <li key={item.applicationId}>
          <ReviewCard item={item} now={now} meId={me.id} />
        </li>
      ))}
    </ul>
  );
}

function ReviewCard({ item, now, meId }: { item: ReviewQueueItem; now: number; meId: number }) {
  const step = useReviewStep();
  const mine = item.reviewerId === meId;
  const overdue = Date.parse(item.dueAt) < now;
  const run = (name: 'assign' | 'start') =>
    step.mutate(
      { id: item.applicationId, step: name },
      {
        onError: (error) =>
          toast({ title: 'Review step failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Card data-testid={`review-${item.applicationId}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle className="text-lg">
            Application #{item.applicationId} · {item.reviewKind === 'expert' ? 'Expert review' : 'Manual review'}
          </CardTitle>
          <p className="text-sm text-slate-700">
            {item.userName || item.userEmail} ({item.userEmail}) · {item.userPlan} plan · requested{' '}
            {formatDateTime(item.requestedAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.userPlan === 'express' && <Badge tone="blue">Express</Badge>}
          {item.priorityProcessing && <Badge tone="yellow">Priority</Badge>}
          <Badge tone={item.manualReviewStatus === 'in_progress' ? 'blue' : 'gray'}>
            {MANUAL_REVIEW_STATUS_LABELS[item.manualReviewStatus]}
          </Badge>
          <Badge tone={overdue ? 'red' : 'green'}>
            {overdue ? 'Overdue: ' : ''}
            {formatTimeLeft(item.dueAt, now)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {item.requestNotes && (
          <p>
            <span className="font-medium">Applicant's notes:</span> {item.requestNotes}
          </p>
        )}
        <p>Reviewer: {item.reviewerName ?? 'not assigned'}</p>
        <div className="flex flex-wrap gap-2">
          {item.reviewerId === null && (
            <Button size="sm" disabled={step.isPending} onClick={() => run('assign')}>
              Assign to me
            </Button>
          )}
          {(mine || item.reviewerId === null) && item.manualReviewStatus === 'requested' && (
            <Button size="sm" variant="outline" disabled={step.isPending} onClick={() => run('start')}>
              Start review
            </Button>
          )}
        </div>
        {mine && item.manualReviewStatus === 'in_progress' && <ReviewWorkspace applicationId={item.applicationId} />}
      </CardContent>
    </Card>
  );
}

const VERDICTS: { value: ReviewVerdict | ''; label: string }[] = [
  { value: '', label: 'Choose a verdict' },
  { value: 'approved', label: 'Approved: ready for the appointment' },
  { value: 'changes_needed', label: 'Changes needed: the applicant must fix something' },
  { value: 'rejected', label: 'Rejected: the application cannot go ahead' },
];

function ReviewWorkspace({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);
  const step = useReviewStep();
  // No verdict until one is chosen: the select starts on its 'Choose a verdict' prompt.
  const form = useZodForm(completeReviewBodySchema, { defaultValues: { feedback: '' } });
  const complete = form.handleSubmit((body) =>
    // mutateAsync: the card leaves the queue as soon as the review completes, and the toast must still show.
    step.mutateAsync({ id: applicationId, step: 'complete', body }).then(
      () =>
        toast({
          title: 'Review completed',
          description: 'The applicant has been told the outcome.',
          variant: 'success',
        }),
      (error: unknown) =>
        toast({ title: 'Review not completed', description: errorMessage(error), variant: 'destructive' }),
    ),
  );
  return (
    <div className="space-y-4 border-t border-slate-200 pt-3">
      <section aria-label="Documents">
        <h4 className="font-semibold">Documents ({documents.data?.length ?? 0})</h4>
        {documents.data?.length === 0 && <p className="text-slate-600">No documents uploaded yet.</p>}
        {documents.data?.map((d) => (
          <details key={d.id} className="mt-2 rounded border border-slate-200 p-2">
            <summary className="cursor-pointer font-medium">{d.originalName}</summary>
            <StaffDocumentView document={d} />
          </details>
        ))}
      </section>
      <form className="space-y-3" onSubmit={(event) => void complete(event)} noValidate>
        <TextAreaField
          label="Feedback for the applicant"
          maxLength={5000}
          hint="Say what is right and, when changes are needed, exactly what to fix."
          {...form.register('feedback')}
        />
        <SelectField label="Verdict" options={VERDICTS} {...form.register('verdict')} />
        {/* Both are needed: the button waits until the feedback has words and a verdict is chosen. */}
        <Button type="submit" disabled={!form.formState.isValid || step.isPending}>
          {step.isPending ? 'Completing...' : 'Complete review'}
        </Button>
      </form>
    </div>
  );
}
