import { useMutation } from '@tanstack/react-query';
import { VERIFY_EMAIL_SENT } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { resendVerifyEmail } from '#client/api/auth.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useAuth } from './use-auth.ts';

/**
 * Until the owner opens the link we e-mailed, the account works but Google cannot be connected to it and a
 * password reset by link would switch its password off: say so once, with a way to get the link again.
 */
export function EmailConfirmBanner() {
  const { user: session } = useAuth();
  // Known from the session status before the first paint, so the banner never pushes the page down.
  const unconfirmed = session !== null && !session.emailVerified;
  const resend = useMutation({ mutationFn: resendVerifyEmail });
  if (!unconfirmed) return null;
  return (
    <aside
      aria-label="Confirm your e-mail address"
      className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-center text-sm text-sky-950"
    >
      Please confirm your e-mail address: open the link we e-mailed you when you signed up.{' '}
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
