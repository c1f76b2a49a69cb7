import { BadgeCheck } from 'lucide-react';
import { PLANS } from '#shared/constants.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import {
  ComparisonTable,
  HowProWorks,
  ProFeatureCards,
  ProSupportPanel,
  SuccessRatePanel,
} from '#client/features/plans/pro-plan-sections.tsx';
import { UpgradeButton } from '#client/features/plans/upgrade-button.tsx';
import { BackToHome } from './public/parts/back-link.tsx';
import { PAGE_CLASS, PageIntro } from './public/parts/page-intro.tsx';

/** The Pro upsell (docs/product.md §4). Both upgrade controls give way to a badge once Pro is paid. */
export function ProPlanPage() {
  const { user } = useAuth();
  const onPro = user?.plan === 'pro' && user.planActive;
  const onExpress = user?.plan === 'express' && user.planActive;
  const canUpgrade = !onPro && !onExpress;
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToHome />} title="Pro Plan">
        <p>
          Expert review, priority processing and secure storage for {PLANS.pro.priceLabel}, a one-time payment with no
          recurring charges.
        </p>
      </PageIntro>
      <div className="mb-10">
        {canUpgrade ? (
          <UpgradeButton data-main-action />
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full border border-green-300 bg-green-50 px-4 py-2 font-semibold text-green-900">
            <BadgeCheck className="size-5" aria-hidden />
            {onPro ? "You're currently on the Pro Plan" : 'Your Express plan includes everything in Pro'}
          </p>
        )}
      </div>
      <div className="space-y-12">
        <ProFeatureCards />
        <ComparisonTable />
        <HowProWorks />
        <div className="grid gap-6 md:grid-cols-2">
          <SuccessRatePanel />
          <ProSupportPanel />
        </div>
        {canUpgrade && (
          <section className="flex flex-col items-start gap-4 rounded-xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-semibold">Ready to renew with an expert at your side?</h2>
              <p className="mt-1 text-brand-100">One payment of {PLANS.pro.priceLabel}. Upgrade in under a minute.</p>
            </div>
            <UpgradeButton variant="accent" className="shrink-0" />
          </section>
        )}
      </div>
    </main>
  );
}
