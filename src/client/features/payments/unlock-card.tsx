import { Sparkles } from 'lucide-react';
import { PLANS } from '#shared/constants.ts';
import { Card } from '#client/components/ui/card.tsx';

/**
 * Unlocking AI analysis results is the Basic plan, sold under that one name: this card explains it and the
 * Basic card below sells it (docs/decisions/0018-plan-dashboards-client.md). No refund promise: the terms say fees are
 * non-refundable.
 */
export function UnlockCard({ unlocked }: { unlocked: boolean }) {
  return (
    <section aria-labelledby="unlock-title" className="mb-10">
      <Card className="flex flex-col gap-3 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <div className="flex items-center gap-2">
            <Sparkles className="size-6 text-brand-700" aria-hidden />
            <h2 id="unlock-title" className="text-xl font-semibold text-slate-900">
              Unlock AI analysis results
            </h2>
          </div>
          <p className="mt-2 text-slate-700">
            See every photo and document check with its measured value, the rule it was held against and how to fix it.
            Every plan unlocks them, starting with{' '}
            <span className="font-semibold text-slate-900">
              {PLANS.basic.name} at {PLANS.basic.priceLabel} one-time
            </span>
            .
          </p>
        </div>
        {unlocked && <p className="shrink-0 font-semibold text-green-800">Analysis results unlocked</p>}
      </Card>
    </section>
  );
}
