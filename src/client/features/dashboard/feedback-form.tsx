import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { useSubmitFeedback } from './use-application-actions.ts';

/** Feedback on an application: disabled while blank or while sending (spec §5); clears once sent. */
export function FeedbackForm({ applicationId }: { applicationId: number }) {
  const [text, setText] = useState('');
  const submit = useSubmitFeedback();
  const blank = text.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || submit.isPending) return;
    submit.mutate({ applicationId, feedback: text }, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <TextAreaField
        label="Your feedback"
        hint="Tell us what worked and what we could do better."
        value={text}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={blank || submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
