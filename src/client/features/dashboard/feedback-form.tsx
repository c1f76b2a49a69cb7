import { feedbackBodySchema } from '#shared/schemas/applications.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useSubmitFeedback } from './use-application-actions.ts';

/** Feedback on an application: disabled while blank or while sending (docs/product.md §8); clears once sent. */
export function FeedbackForm({ applicationId }: { applicationId: number }) {
  const form = useZodForm(feedbackBodySchema, { defaultValues: { feedback: '' } });
  const submit = useSubmitFeedback();
  const onSubmit = form.handleSubmit(({ feedback }) => {
    if (!submit.isPending) submit.mutate({ applicationId, feedback }, { onSuccess: () => form.reset() });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-2" noValidate>
      <TextAreaField
        label="Your feedback"
        hint="Tell us what worked and what we could do better."
        maxLength={5000}
        {...form.register('feedback')}
      />
      {/* Blank (or only spaces) is not valid feedback, so the button waits for words. */}
      <Button type="submit" variant="outline" disabled={!form.formState.isValid || submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
