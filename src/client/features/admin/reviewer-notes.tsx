import { documentNotesBodySchema } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useDocumentNotes } from './use-admin.ts';

/** A reviewer's note on one document; the applicant reads it in the detailed report. */
export function ReviewerNotes({ documentId, initial }: { documentId: number; initial: string }) {
  const form = useZodForm(documentNotesBodySchema, { defaultValues: { notes: initial } });
  const save = useDocumentNotes();
  const submit = form.handleSubmit(({ notes }) =>
    save.mutate(
      { id: documentId, notes },
      {
        onSuccess: () => {
          form.reset({ notes }); // the saved note is the one to compare further edits with
          toast({
            title: 'Notes saved',
            description: 'The applicant will see them in the report.',
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({ title: 'Notes not saved', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );
  return (
    <form className="space-y-2" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="Reviewer notes for this document"
        maxLength={2000}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
      <Button size="sm" type="submit" disabled={save.isPending || !form.formState.isDirty}>
        {save.isPending ? 'Saving...' : 'Save notes'}
      </Button>
    </form>
  );
}
