import { ShieldCheck, Sparkles } from 'lucide-react';
import { UNLOCK_PRICE_LABEL } from '#shared/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card } from '#client/components/ui/card.tsx';

/**
 * The one-time unlock of AI analysis results. It is the Basic plan under another name (same price, same
 * access); see docs/decisions/payments-test-mode.md.
 */
export function UnlockCard({
  state,
  onUnlock,
}: {
  state: 'available' | 'processing' | 'busy' | 'unlocked';
  onUnlock: () => void;
}) {
  return (
    <section aria-labelledby="unlock-title" className="mb-10">
      <Card className="flex flex-col gap-5 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <div className="flex items-center gap-2">
            <Sparkles className="size-6 text-brand-700" aria-hidden />
            <h2 id="unlock-title" className="text-xl font-semibold text-slate-900">
              Unlock AI analysis results
            </h2>
          </div>
          <p className="mt-2 text-slate-700">
            See every photo and document check with its measured value, the rule it was held against and how to fix it.{' '}
            <span className="font-semibold text-slate-900">{UNLOCK_PRICE_LABEL} one-time.</span>
          </p>
          <Badge tone="green" className="mt-3 gap-1.5 text-sm">
            <ShieldCheck className="size-4" aria-hidden /> Money-back guarantee
          </Badge>
        </div>
        {state === 'unlocked' ? (
          <p className="shrink-0 font-semibold text-green-800">Analysis results unlocked</p>
        ) : (
          <Button
            size="lg"
            className="shrink-0"
            disabled={state === 'busy'}
            aria-disabled={state === 'processing' || undefined}
            aria-busy={state === 'processing' || undefined}
            onClick={state === 'available' ? onUnlock : undefined}
          >
            {state === 'processing' ? 'Processing...' : `Unlock for ${UNLOCK_PRICE_LABEL}`}
          </Button>
        )}
      </Card>
    </section>
  );
}
