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
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useSendSupportMessage } from './use-send-support-message.ts';

const EMPTY: SupportMessageBody = { name: '', email: '', subject: '', message: '' };

/** The Support Center contact form: the shared schema checks it here and again on the server. */
export function SupportForm() {
  const form = useZodForm(supportMessageBodySchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const send = useSendSupportMessage();

  const field = (name: keyof SupportMessageBody) => ({ ...form.register(name), error: errors[name]?.message });

  const sendMessage = (body: SupportMessageBody) =>
    send.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY);
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
  const submit = form.handleSubmit(sendMessage, (invalid) => {
    if (Object.values(invalid).some((e) => e?.message === SUPPORT_MISSING_MESSAGE)) {
      toast({ title: SUPPORT_MISSING_TITLE, description: SUPPORT_MISSING_MESSAGE, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Contact support">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={5} {...field('message')} />
      <Button type="submit" data-main-action disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
