import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { planRank } from '#shared/schemas/payments.ts';
import { dashboardPath } from '#client/features/auth/stored-plan.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { UpgradeButton } from '#client/features/plans/upgrade-button.tsx';

/**
 * What a paid dashboard shows to anyone without that plan paid. A plan chosen at sign-up but not yet paid
 * is an intent: the same page offers the purchase, and the free application stays one click away.
 */
export function PlanRequired({
  plan,
  title,
  message,
  intent,
}: {
  plan: 'pro' | 'express';
  title: string;
  message: string;
  intent: boolean;
}) {
  // A paid higher plan already includes this one: send the user to their own dashboard, not to a purchase
  // the server would refuse.
  const { user } = useAuth();
  const includedIn =
    user?.planActive && planRank(user.plan) > planRank(plan) && user.plan !== 'basic' ? user.plan : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <Lock className="mx-auto size-10 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        {intent && (
          <p className="mt-3 text-slate-800">
            You chose the {PLANS[plan].name} plan when you signed up. It becomes active once the one-time payment of{' '}
            {PLANS[plan].priceLabel} is complete.
          </p>
        )}
        <div className="mt-6 flex flex-col items-center gap-3">
          {includedIn ? (
            <Link href={dashboardPath(includedIn)} className={buttonClass()}>
              Go to my {PLANS[includedIn].name} dashboard
            </Link>
          ) : (
            <UpgradeButton planId={plan} data-main-action />
          )}
          <Link href={plan === 'pro' ? '/pro-plan' : '/pricing'} className={buttonClass('link')}>
            See what {PLANS[plan].name} includes
          </Link>
          <Link href="/application" className={buttonClass('link')}>
            Continue to my application
          </Link>
        </div>
      </Card>
    </main>
  );
}
