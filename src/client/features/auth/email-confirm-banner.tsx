import { useMutation } from '@tanstack/react-query';
import { VERIFY_EMAIL_SENT } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { apiRequest, errorMessage } from '#client/lib/api.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Until the owner opens the link we e-mailed, the account works but Google cannot be connected to it and a
 * password reset by link would switch its password off: say so once, with a way to get the link again.
 */
export function EmailConfirmBanner() {
  const { data: user } = useCurrentUser();
  const resend = useMutation({ mutationFn: () => apiRequest('POST', '/api/auth/verify-email') });
  if (!user || user.emailVerified) return null;
  return (
    <aside
      aria-label="Confirm your e-mail address"
      className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-center text-sm text-sky-950"
    >
      Please confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.{' '}
      {resend.isSuccess ? (
        <span role="status">{VERIFY_EMAIL_SENT}</span>
      ) : (
        <Button variant="link" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          Send the link again
        </Button>
      )}
      {resend.isError && (
        <span role="alert" className="ml-2 text-red-800">
          {errorMessage(resend.error)}
        </span>
      )}
    </aside>
  );
}
