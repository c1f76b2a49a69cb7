import { useState } from 'react';
import { useLocation } from 'wouter';
import { PLAN_IDS, PLAN_SUPPORT_DAYS, type PlanId } from '#shared/constants.ts';
import { planRank } from '#shared/schemas/payments.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { PlanChoiceCard, type PlanChoiceState } from '#client/features/payments/plan-choice-card.tsx';
import { TestModeBanner } from '#client/features/payments/test-mode-banner.tsx';
import { UnlockCard } from '#client/features/payments/unlock-card.tsx';
import { useCheckout } from '#client/features/payments/use-checkout.ts';
import { BackToHome } from './public/parts/back-link.tsx';
import { PAGE_CLASS, PageIntro } from './public/parts/page-intro.tsx';

/** The unlock of AI analysis results is the Basic plan, one purchase under one name (docs/decisions/0018-plan-dashboards-client.md). */
type Choice = PlanId;

export function PricingPage() {
  const { isAuthenticated, user } = useAuth();
  const [, navigate] = useLocation();
  const checkout = useCheckout();
  const [choice, setChoice] = useState<Choice | null>(null);

  const choose = (next: Choice) => {
    if (!isAuthenticated) {
      navigate('/auth?tab=signup');
      return;
    }
    setChoice(next);
    checkout.mutate(next);
  };

  // A paid plan covers itself and every lesser plan; the server refuses those too.
  const paidRank = user?.hasAccess ? planRank(user.plan) : -1;
  const stateOf = (key: Choice): 'processing' | 'busy' | 'available' => {
    if (!checkout.isPending) return 'available';
    return choice === key ? 'processing' : 'busy';
  };
  const planState = (id: PlanId): PlanChoiceState => {
    if (planRank(id) <= paidRank) return id === user?.plan ? 'current' : 'included';
    return stateOf(id);
  };

  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToHome />} title="Pricing">
        <p>Pay once for the help you need. No subscriptions and no recurring charges.</p>
      </PageIntro>
      <TestModeBanner />
      <UnlockCard unlocked={paidRank >= 0} />
      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="text-2xl font-bold text-slate-900">
          Choose your plan
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PLAN_IDS.map((id) => (
            <li key={id}>
              <PlanChoiceCard planId={id} state={planState(id)} highlighted={id === 'pro'} onChoose={choose} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-slate-700">
          All plans include {PLAN_SUPPORT_DAYS}-day support and unlock AI analysis results.
        </p>
      </section>
    </main>
  );
}
