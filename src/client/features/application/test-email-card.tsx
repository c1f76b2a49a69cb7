import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { TEST_EMAIL_LABELS, TEST_EMAIL_TYPES, type TestEmailType } from '#shared/schemas/notifications.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { sendTestEmail } from '#client/api/support.ts';
import { errorMessage } from '#client/lib/api.ts';

/** Lets the user see what our notification e-mails look like before anything happens. */
export function TestEmailCard() {
  const send = useMutation({
    mutationFn: (emailType: TestEmailType) => sendTestEmail(emailType),
    onSuccess: (_res, emailType) =>
      toast({
        title: 'Email Sent',
        description: `${TEST_EMAIL_LABELS[emailType]} email sent successfully!`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Email Failed',
        description: errorMessage(error, 'Failed to send test email'),
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Mail className="size-5 text-brand-700" aria-hidden /> Test notifications
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {TEST_EMAIL_TYPES.map((type) => (
          <Button key={type} variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate(type)}>
            Send {TEST_EMAIL_LABELS[type].toLowerCase()} email
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
