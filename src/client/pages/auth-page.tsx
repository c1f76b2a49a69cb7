import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_PAGE_REDIRECT_MS, PLANS, PLAN_IDS, TAGLINE, type PlanId } from '#shared/constants.ts';
import { checkSignupForm, MIN_PASSWORD_LENGTH } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckboxField, SelectField, TextField } from '#client/components/ui/field.tsx';
import { GoogleButton } from '#client/features/auth/google-button.tsx';
import { continueWithGoogle, termsAccepted } from '#client/features/auth/terms-gate.ts';
import { FormError, NewPasswordFields, useFormFields } from '#client/features/auth/signup-fields.tsx';
import { useSignIn } from '#client/features/auth/use-sign-in.ts';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';
import { cn } from '#client/lib/cn.ts';
import { SignInLinkButton } from '#client/features/auth/sign-in-link-button.tsx';

type Tab = 'login' | 'signup';

export function AuthPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: Tab = search.get('tab') === 'signup' ? 'signup' : 'login';
  const setTab = (next: Tab) => navigate(`${window.location.pathname}?tab=${next}`, { replace: true });

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col px-4 py-6">
      <Link
        href="/"
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to home
      </Link>
      <div className="mt-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {tab === 'login' ? 'Welcome back' : 'Create your account'}
        </h1>
        <p className="mt-1 text-slate-700">{TAGLINE}</p>
      </div>
      <Card className="mt-6 p-5">
        <div
          role="tablist"
          aria-label="Sign in or create account"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(['login', 'signup'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-selected={tab === t}
              aria-controls={`panel-${t}`}
              onClick={() => setTab(t)}
              className={cn(
                'rounded-md py-2 text-sm font-medium',
                tab === t ? 'bg-white text-slate-900 shadow' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {t === 'login' ? 'Sign In' : 'Create Account'}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-5">
          {tab === 'login' ? <LoginForm onAccountMissing={() => setTab('signup')} /> : <SignupForm />}
        </div>
      </Card>
    </main>
  );
}

function LoginForm({ onAccountMissing }: { onAccountMissing: () => void }) {
  const { login, isPending } = useSignIn({ redirectMs: AUTH_PAGE_REDIRECT_MS, onAccountMissing });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const googleSignIn = usePublicConfig().data?.googleSignIn === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!termsAccepted(accepted)) return;
    login.mutate({ email, password });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CheckboxField
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
        label={
          <>
            I have read the application guidelines and agree to the{' '}
            <Link href="/terms-of-service" className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>
            .
          </>
        }
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SignInLinkButton email={email} />
      {googleSignIn && (
        <>
          <Divider />
          <GoogleButton onClick={() => continueWithGoogle(accepted)} />
        </>
      )}
    </form>
  );
}

function SignupForm() {
  const { signup, isPending } = useSignIn({ redirectMs: AUTH_PAGE_REDIRECT_MS });
  const { values: form, field } = useFormFields({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [plan, setPlan] = useState<PlanId>('basic');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSignupForm(form);
    setError(problem);
    if (problem) return;
    signup.mutate({
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      password: form.password,
      plan,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <SelectField
        label="Plan"
        value={plan}
        onChange={(e) => setPlan(e.target.value as PlanId)}
        options={PLAN_IDS.map((id) => ({ value: id, label: `${PLANS[id].name} — ${PLANS[id].priceLabel} one-time` }))}
      />
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={isPending}>
        {signup.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-slate-600">
      <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
