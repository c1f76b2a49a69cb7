import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { User } from '#shared/schemas/auth.ts';
import { login as loginCall, logout as logoutCall, signup as signupCall, startDemo } from '#client/api/auth.ts';
import { errorMessage } from '#client/lib/api.ts';
import { queryClient } from '#client/lib/query.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { markSignedIn } from './use-auth.ts';
import { USER_PLAN_KEY, homePath } from './stored-plan.ts';

/**
 * Login and signup with the spec's toasts, then after `redirectMs` the page the visitor asked for (`next`, a
 * same-site path) or the plan-based home.
 */
export function useSignIn({
  redirectMs,
  onAccountMissing,
  next,
}: {
  redirectMs: number;
  onAccountMissing?: () => void;
  next?: string | undefined;
}) {
  const [, navigate] = useLocation();

  const finish = (user: User) => {
    localStorage.setItem(USER_PLAN_KEY, user.plan);
    setTimeout(() => {
      markSignedIn(user);
      navigate(next ?? homePath(user));
    }, redirectMs);
  };

  const login = useMutation({
    mutationFn: loginCall,
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
      finish(user);
    },
    onError: (error) => {
      // The server answers an unknown address like a wrong password (it never says who has an account), so the
      // way to create one is offered with every failure rather than after a "not found" (spec: Account Not Created).
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Please check your credentials and try again.'),
        variant: 'destructive',
        ...(onAccountMissing ? { action: { label: 'Create Account', onClick: onAccountMissing } } : {}),
      });
    },
  });

  const signup = useMutation({
    mutationFn: signupCall,
    onSuccess: (user) => {
      toast({ title: 'Account created successfully', description: `Welcome, ${user.firstName}!`, variant: 'success' });
      finish(user);
    },
    onError: (error) => {
      toast({
        title: 'Signup Failed',
        description: errorMessage(error, 'Failed to create account. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  // The landing page's demo: a fresh throwaway account made and signed in by the server.
  const demo = useMutation({
    mutationFn: startDemo,
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'Welcome to the demo!', variant: 'success' });
      finish(user);
    },
    onError: (error) => {
      toast({ title: 'Login Failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const mutations = [login, signup, demo];
  return { login, signup, demo, isPending: mutations.some((m) => m.isPending || m.isSuccess) };
}

/** `everywhere` also ends the account's sessions in every other browser and device. */
export async function logout({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  try {
    await logoutCall(everywhere);
  } catch (error) {
    console.warn('Logout request failed; signing out locally anyway.', error);
  }
  window.location.href = '/';
}
