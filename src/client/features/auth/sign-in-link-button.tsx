import { useMutation } from '@tanstack/react-query';
import { SIGN_IN_LINK_SENT } from '#shared/schemas/auth.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { sendSignInLink } from '#client/api/auth.ts';
import { errorMessage } from '#client/lib/api.ts';

/**
 * For an owner held back by failed attempts (or who forgot the password): a single-use link by e-mail.
 * `checkedEmail` validates the sign-in form's email field (showing its error) and returns it, or null.
 */
export function SignInLinkButton({
  checkedEmail,
  next,
}: {
  checkedEmail: () => Promise<string | null>;
  next?: string | undefined;
}) {
  const send = useMutation({
    mutationFn: (email: string) => sendSignInLink({ email, next }),
    onSuccess: () => toast({ title: 'Check your e-mail', description: SIGN_IN_LINK_SENT, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Sign-in link not sent', description: errorMessage(error), variant: 'destructive' }),
  });
  const request = async () => {
    const email = await checkedEmail();
    if (email) send.mutate(email);
  };
  return (
    <p className="text-center text-sm text-slate-700">
      Can't sign in?{' '}
      <button
        type="button"
        className="font-medium text-brand-700 underline"
        onClick={() => void request()}
        disabled={send.isPending}
      >
        Email me a sign-in link
      </button>
    </p>
  );
}
