import { useMutation } from '@tanstack/react-query';
import { SIGN_IN_LINK_SENT } from '#shared/schemas/auth.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '#client/lib/api.ts';

/** For an owner held back by failed attempts (or who forgot the password): a single-use link by e-mail. */
export function SignInLinkButton({ email }: { email: string }) {
  const send = useMutation({
    mutationFn: async () => apiRequest('POST', '/api/auth/sign-in-link', { email }),
    onSuccess: () => toast({ title: 'Check your e-mail', description: SIGN_IN_LINK_SENT, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Sign-in link not sent', description: errorMessage(error), variant: 'destructive' }),
  });
  const request = () => {
    if (!email.trim()) {
      toast({ title: 'Enter your email', description: 'Type your email above, then ask for the link.' });
      return;
    }
    send.mutate();
  };
  return (
    <p className="text-center text-sm text-slate-700">
      Can't sign in?{' '}
      <button
        type="button"
        className="font-medium text-brand-700 underline"
        onClick={request}
        disabled={send.isPending}
      >
        Email me a sign-in link
      </button>
    </p>
  );
}
