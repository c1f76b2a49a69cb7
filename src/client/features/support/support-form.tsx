import { useState, type FormEvent } from 'react';
import { SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import {
  SUPPORT_FAILED_MESSAGE,
  SUPPORT_FAILED_TITLE,
  SUPPORT_MISSING_MESSAGE,
  SUPPORT_MISSING_TITLE,
  SUPPORT_SENT_TITLE,
  supportMessageBodySchema,
  type SupportMessageBody,
} from '#shared/schemas/support.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage, errorStatus } from '#client/lib/api.ts';
import { useSendSupportMessage } from './use-send-support-message.ts';

const EMPTY: SupportMessageBody = { name: '', email: '', subject: '', message: '' };
type Errors = Partial<Record<keyof SupportMessageBody, string>>;

/** The Support Center contact form: the shared schema checks it here and again on the server. */
export function SupportForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendSupportMessage();

  const field = (name: keyof SupportMessageBody) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportMessageBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof SupportMessageBody] ??= issue.message;
      setErrors(next);
      if (Object.values(next).includes(SUPPORT_MISSING_MESSAGE)) {
        toast({ title: SUPPORT_MISSING_TITLE, description: SUPPORT_MISSING_MESSAGE, variant: 'destructive' });
      }
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({
          title: SUPPORT_SENT_TITLE,
          description: `We'll get back to you within ${SUPPORT_RESPONSE_HOURS} hours.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        // A 429 or a validation answer says what to do; anything else gets the spec's message.
        const status = errorStatus(error);
        const description = status === 429 || status === 400 ? errorMessage(error) : SUPPORT_FAILED_MESSAGE;
        toast({ title: SUPPORT_FAILED_TITLE, description, variant: 'destructive' });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Contact support">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={5} {...field('message')} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
