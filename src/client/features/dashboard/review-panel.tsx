import { CheckCircle2, Circle } from 'lucide-react';
import { EXPERT_ASSIGN_HOURS, MANUAL_REVIEW_HOURS } from '#shared/constants.ts';
import {
  REVIEW_VERDICT_LABELS,
  manualReviewProgress,
  manualReviewRequestBodySchema,
  reviewStatusLabel,
  type Application,
  type ManualReviewStatus,
  type ReviewVerdict,
} from '#shared/schemas/applications.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, type BadgeTone } from '#client/components/ui/card.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useRequestReview } from './use-application-actions.ts';

const TONES: Record<ManualReviewStatus, BadgeTone> = {
  pending: 'gray',
  requested: 'yellow',
  in_progress: 'blue',
  completed: 'green',
};

const VERDICT_TONES: Record<ReviewVerdict, BadgeTone> = {
  approved: 'green',
  changes_needed: 'yellow',
  rejected: 'red',
};
const VERDICT_BOXES: Record<ReviewVerdict, string> = {
  approved: 'border-green-300 bg-green-50 text-green-950',
  changes_needed: 'border-amber-300 bg-amber-50 text-amber-950',
  rejected: 'border-red-300 bg-red-50 text-red-950',
};
const VERDICT_MEANING: Record<ReviewVerdict, string> = {
  approved: 'Your application is ready for your appointment.',
  changes_needed: 'Please make the changes below, then save the form again so we can check it.',
  rejected: 'This application cannot go ahead as it is. Read the reviewer’s reasons below.',
};

/** A finished review says its verdict in words and colour, never a plain green "complete". */
export function ReviewStatusBadge({ status, verdict }: { status: ManualReviewStatus; verdict: ReviewVerdict | null }) {
  const tone = status === 'completed' && verdict ? VERDICT_TONES[verdict] : TONES[status];
  return <Badge tone={tone}>{reviewStatusLabel(status, verdict)}</Badge>;
}

/**
 * The manual-review panel (docs/product.md §4, §7): status, the four-item checklist, the reviewer's feedback once
 * complete, and, only while not requested, optional notes and the request button. Express expert review
 * uses the same states with its own target.
 */
export function ReviewPanel({
  application: app,
  kind,
  onRequested,
}: {
  application: Application;
  kind: 'manual' | 'expert';
  onRequested?: () => void;
}) {
  const form = useZodForm(manualReviewRequestBodySchema, { defaultValues: { notes: '' } });
  const request = useRequestReview(kind);
  const submit = form.handleSubmit(({ notes }) => {
    if (request.isPending) return;
    request.mutate(
      { applicationId: app.id, notes },
      {
        onSuccess: () => {
          form.reset();
          onRequested?.();
        },
      },
    );
  });
  const status = app.manualReviewStatus;
  const target =
    kind === 'manual'
      ? `A review is expected within ${MANUAL_REVIEW_HOURS} hours.`
      : `A dedicated expert is assigned within ${EXPERT_ASSIGN_HOURS} hours.`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">Review status:</span>
        <ReviewStatusBadge status={status} verdict={app.reviewVerdict} />
      </div>
      {status === 'requested' && (
        <p className="text-sm text-slate-800">
          Your request is in the queue
          {app.manualReviewRequestedAt ? ` since ${formatDateTime(app.manualReviewRequestedAt)}` : ''}. {target}
        </p>
      )}
      <ol className="space-y-2" aria-label="Review progress">
        {manualReviewProgress(app).map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm">
            {item.done ? (
              <CheckCircle2 className="size-5 text-green-700" aria-hidden />
            ) : (
              <Circle className="size-5 text-slate-400" aria-hidden />
            )}
            <span className={item.done ? 'text-slate-900' : 'text-slate-700'}>{item.label}</span>
            <span className="sr-only">{item.done ? '(done)' : '(not yet)'}</span>
          </li>
        ))}
      </ol>
      {app.reviewerAssigned && (
        <p className="text-sm text-slate-800">A reviewer from our team has taken your application.</p>
      )}
      {status === 'completed' && (
        <div
          className={`rounded-md border p-3 text-sm ${VERDICT_BOXES[app.reviewVerdict ?? 'approved']}`}
          data-testid="review-verdict"
        >
          {app.reviewVerdict && (
            <p className="font-semibold">
              Verdict: {REVIEW_VERDICT_LABELS[app.reviewVerdict]}. {VERDICT_MEANING[app.reviewVerdict]}
            </p>
          )}
          <p className="mt-2 font-semibold">Reviewer feedback</p>
          <p className="mt-1 whitespace-pre-line">{app.reviewFeedback ?? app.manualReviewNotes ?? ''}</p>
        </div>
      )}
      {status === 'pending' && (
        <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
          {kind === 'manual' && (
            <TextAreaField
              label="Notes for the reviewer (optional)"
              hint="Anything you would like the expert to look at closely."
              maxLength={2000}
              error={form.formState.errors.notes?.message}
              {...form.register('notes')}
            />
          )}
          <p className="text-sm text-slate-700">{target}</p>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending
              ? 'Requesting...'
              : kind === 'manual'
                ? 'Request Manual Review'
                : 'Request Expert Review'}
          </Button>
        </form>
      )}
    </div>
  );
}
