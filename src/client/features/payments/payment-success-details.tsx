import { CheckCircle2, FileDown, FileUp, PlayCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS, type PlanId } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** The account's plan after the payment, as the server reported it. */
export function CurrentPlanCard({ planId }: { planId: PlanId }) {
  const plan = PLANS[planId];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your current plan</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-slate-900">{plan.name}</p>
          <Badge tone="green">Active</Badge>
          <p className="text-slate-700">
            {plan.priceLabel} <span>one-time</span>
          </p>
        </div>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-800">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const NEXT_STEPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PlayCircle,
    title: 'Start your application',
    text: 'Choose renewal or a new passport and tell us about your situation.',
  },
  {
    icon: FileUp,
    title: 'Upload your photo and documents',
    text: 'Our AI analysis checks each one and shows exactly what to fix.',
  },
  {
    icon: FileDown,
    title: 'Download your checked application',
    text: 'Take the PDF to your consulate or passport service centre.',
  },
];

export function NextSteps() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Next steps</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {NEXT_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon className="size-4 text-brand-700" aria-hidden /> {title}
                </p>
                <p className="text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link href="/application" className={buttonClass('default', 'md', 'mt-6 w-full sm:w-auto')}>
          Start your application
        </Link>
      </CardContent>
    </Card>
  );
}
