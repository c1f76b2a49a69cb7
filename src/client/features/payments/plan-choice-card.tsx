import { CheckCircle2 } from 'lucide-react';
import { PLANS, type PlanId } from '#shared/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

export type PlanChoiceState = 'available' | 'processing' | 'busy' | 'current' | 'included';

const LABELS: Record<Exclude<PlanChoiceState, 'available' | 'busy'>, string> = {
  processing: 'Processing...',
  current: 'Your current plan',
  included: 'Included in your plan',
};

/** One plan on the pricing page: name, one-time price, features and the choose button. */
export function PlanChoiceCard({
  planId,
  state,
  highlighted = false,
  onChoose,
}: {
  planId: PlanId;
  state: PlanChoiceState;
  highlighted?: boolean;
  onChoose: (planId: PlanId) => void;
}) {
  const plan = PLANS[planId];
  const label = state === 'available' || state === 'busy' ? `Choose ${plan.name}` : LABELS[state];
  return (
    <Card className={cn('flex h-full flex-col p-6', highlighted && 'ring-2 ring-brand-700')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
        {highlighted && <Badge tone="blue">Most popular</Badge>}
      </div>
      <p className="mt-2">
        <span className="text-4xl font-bold text-slate-900">{plan.priceLabel}</span>{' '}
        <span className="text-slate-700">one-time</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">Processing: {plan.processingTime}</p>
      <ul className="mt-4 flex-1 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-800">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      {state === 'current' || state === 'included' ? (
        <p className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-center font-semibold text-green-900">
          {LABELS[state]}
        </p>
      ) : (
        // While processing the button keeps its colours (aria-disabled, not disabled) so 'Processing...' stays legible.
        <Button
          data-main-action
          className="mt-6 w-full"
          variant={highlighted ? 'default' : 'outline'}
          disabled={state === 'busy'}
          aria-disabled={state === 'processing' || undefined}
          aria-busy={state === 'processing' || undefined}
          onClick={state === 'available' ? () => onChoose(planId) : undefined}
        >
          {label}
          {state !== 'processing' && <span className="sr-only"> plan for {plan.priceLabel}</span>}
        </Button>
      )}
    </Card>
  );
}
