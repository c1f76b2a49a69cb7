import type { FormEvent } from 'react';
import { AUTH_REDIRECT_MS } from '#shared/constants.ts';
import { ModalSignupFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { NewPasswordFields } from '#client/features/auth/signup-fields.tsx';
import { useSignIn } from '#client/features/auth/use-sign-in.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

export type LandingModal = 'demo' | 'signup' | null;

/** The landing page's demo sign-in and quick signup, with a toggle between them (docs/product.md §2). */
export function LandingAuthModals({
  open,
  onChange,
  demoEnabled,
}: {
  open: LandingModal;
  onChange: (next: LandingModal) => void;
  /** Without demo accounts on this server, the signup modal offers no way to the demo. */
  demoEnabled: boolean;
}) {
  return (
    <>
      <Dialog
        open={open === 'demo'}
        onClose={() => onChange(null)}
        title="Try the demo account"
        description="Explore Passport Buddy with a fresh account of your own, with analysis unlocked. It is deleted after a day."
      >
        <DemoStart onSwitch={() => onChange('signup')} />
      </Dialog>
      <Dialog
        open={open === 'signup'}
        onClose={() => onChange(null)}
        title="Create your account"
        description="Start your passport renewal in about 15 minutes."
      >
        <QuickSignup onSwitch={demoEnabled ? () => onChange('demo') : undefined} />
      </Dialog>
    </>
  );
}

/** The server makes a throwaway account for this visitor and signs it in: no shared password exists. */
function DemoStart({ onSwitch }: { onSwitch: () => void }) {
  const { demo, isPending } = useSignIn({ redirectMs: AUTH_REDIRECT_MS });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    demo.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <Button type="submit" className="w-full" disabled={isPending}>
        {demo.isPending ? 'Signing in...' : 'Sign In to Demo'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        New here?{' '}
        <button type="button" className="font-medium text-brand-700 underline" onClick={onSwitch}>
          Create an account
        </button>
      </p>
    </form>
  );
}

function QuickSignup({ onSwitch }: { onSwitch: (() => void) | undefined }) {
  const { signup, isPending } = useSignIn({ redirectMs: AUTH_REDIRECT_MS });
  const form = useZodForm(ModalSignupFormSchema, {
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const field = (name: 'name' | 'email' | 'password' | 'confirmPassword') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  const submit = form.handleSubmit(({ confirmPassword: _confirmation, ...body }) => signup.mutate(body));
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={isPending}>
        {signup.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      {onSwitch && (
        <p className="text-center text-sm text-slate-700">
          Just looking?{' '}
          <button type="button" className="font-medium text-brand-700 underline" onClick={onSwitch}>
            Sign in to the demo instead
          </button>
        </p>
      )}
    </form>
  );
}
