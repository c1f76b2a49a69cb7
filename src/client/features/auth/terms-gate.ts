import { toast } from '#client/components/ui/toast-store.ts';

/** Login and Google sign-in wait for the guidelines checkbox (spec §5). */
export function termsAccepted(accepted: boolean): boolean {
  if (!accepted) {
    toast({
      title: 'Guidelines Required',
      description: 'Please acknowledge that you have read the guidelines.',
      variant: 'destructive',
    });
  }
  return accepted;
}

export function continueWithGoogle(accepted: boolean): void {
  if (termsAccepted(accepted)) window.location.href = '/api/auth/google';
}
