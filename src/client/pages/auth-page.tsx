import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_PAGE_REDIRECT_MS, PLANS, PLAN_IDS, TAGLINE } from '#shared/constants.ts';
import { LoginBodySchema, MIN_PASSWORD_LENGTH, SignupFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckboxField, SelectField, TextField } from '#client/components/ui/field.tsx';
import { GoogleButton } from '#client/features/auth/google-button.tsx';
import { nextFromSearch } from '#client/features/auth/next-path.ts';
import { SignInLinkButton } from '#client/features/auth/sign-in-link-button.tsx';
import { NewPasswordFields } from '#client/features/auth/signup-fields.tsx';
import { continueWithGoogle, termsAccepted } from '#client/features/auth/terms-gate.ts';
import { useSignIn } from '#client/features/auth/use-sign-in.ts';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';
import { MarketingStats } from '#client/features/landing/marketing-stats.tsx';
import { cn } from '#client/lib/cn.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

type Tab = 'login' | 'signup';

/**
 * /auth, and /login: the spec's alternative sign-in page, the same tabs with the marketing statistics under them
 * (Continue with Google is on both).
 */
export function AuthPage({ alternative = false }: { alternative?: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab: Tab = new URLSearchParams(search).get('tab') === 'signup' ? 'signup' : 'login';
  // Where the visitor was going when asked to sign in (kept across the tabs).
  const next = nextFromSearch(search);
  usePageTitle(tab === 'login' ? 'Sign In' : 'Create Account');
  const setTab = (to: Tab) => {
    const params = new URLSearchParams(search);
    params.set('tab', to);
    navigate(`${window.location.pathname}?${params.toString()}`, { replace: true });
  };

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
          {tab === 'login' ? (
            <LoginForm next={next} onAccountMissing={() => setTab('signup')} />
          ) : (
            <SignupForm next={next} />
          )}
        </div>
      </Card>
      {alternative && (
        <section aria-labelledby="auth-stats-title" className="mt-8 text-center">
          <h2 id="auth-stats-title" className="text-lg font-semibold text-slate-900">
            Trusted by Indians renewing abroad
          </h2>
          <MarketingStats className="mt-4 sm:grid-cols-2" />
        </section>
      )}
    </main>
  );
}

function LoginForm({ next, onAccountMissing }: { next: string | undefined; onAccountMissing: () => void }) {
  const { login, isPending } = useSignIn({ redirectMs: AUTH_PAGE_REDIRECT_MS, onAccountMissing, next });
  const form = useZodForm(LoginBodySchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // The guidelines gate is the page's own (docs/product.md §8), not part of what the server checks.
  const [accepted, setAccepted] = useState(false);
  const googleSignIn = usePublicConfig().data?.googleSignIn === true;

  const submit = form.handleSubmit((body) => {
    if (termsAccepted(accepted)) login.mutate(body);
  });
  const checkedEmail = async () =>
    (await form.trigger('email', { shouldFocus: true })) ? form.getValues('email').trim() : null;

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
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
      <Button type="submit" data-main-action className="w-full" disabled={isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SignInLinkButton checkedEmail={checkedEmail} next={next} />
      {googleSignIn && (
        <>
          <Divider />
          <GoogleButton onClick={() => continueWithGoogle(accepted, next)} />
        </>
      )}
    </form>
  );
}

function SignupForm({ next }: { next: string | undefined }) {
  const { signup, isPending } = useSignIn({ redirectMs: AUTH_PAGE_REDIRECT_MS, next });
  const form = useZodForm(SignupFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', plan: 'basic' },
  });
  const { errors } = form.formState;
  const field = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  const submit = form.handleSubmit(({ confirmPassword: _confirmation, ...body }) => signup.mutate(body));

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
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
        {...form.register('plan')}
        options={PLAN_IDS.map((id) => ({ value: id, label: `${PLANS[id].name} — ${PLANS[id].priceLabel} one-time` }))}
      />
      <Button type="submit" data-main-action className="w-full" disabled={isPending}>
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
