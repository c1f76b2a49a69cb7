import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useDocumentNotes } from './use-admin.ts';

/** A reviewer's note on one document; the applicant reads it in the detailed report. */
export function ReviewerNotes({ documentId, initial }: { documentId: number; initial: string }) {
  const [notes, setNotes] = useState(initial);
  const save = useDocumentNotes();
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: documentId, notes },
          {
            onSuccess: () =>
              toast({
                title: 'Notes saved',
                description: 'The applicant will see them in the report.',
                variant: 'success',
              }),
            onError: (error) =>
              toast({ title: 'Notes not saved', description: errorMessage(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <TextAreaField
        label="Reviewer notes for this document"
        value={notes}
        maxLength={2000}
        onChange={(e) => setNotes(e.target.value)}
      />
      <Button size="sm" type="submit" disabled={save.isPending || notes === initial}>
        {save.isPending ? 'Saving...' : 'Save notes'}
      </Button>
    </form>
  );
}
