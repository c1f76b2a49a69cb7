import { toast } from '#client/components/ui/toast-store.ts';
import { withNext } from './next-path.ts';

/** Login and Google sign-in wait for the guidelines checkbox (docs/product.md §8). */
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

/** The server keeps `next` through the provider's round trip and lands there afterwards. */
export function continueWithGoogle(accepted: boolean, next?: string): void {
  if (termsAccepted(accepted)) window.location.href = withNext('/api/auth/google', next);
}
