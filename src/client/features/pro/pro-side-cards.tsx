import { Crown, HardDrive, Headphones } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const pro = PLANS.pro;

export function ProSideCards({ applicationCount }: { applicationCount: number }) {
  return (
    <aside className="space-y-4" aria-label="Your Pro plan">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Crown className="size-5 text-orange-700" aria-hidden /> Pro Plan
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-800">
          <p>{pro.priceLabel} one-time · Active</p>
          <p>
            Applications: {applicationCount} of {pro.maxApplications}
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {pro.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Headphones className="size-5 text-brand-700" aria-hidden /> Priority Support
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-800">
          <p>Available 24/7, with a response within {SUPPORT_RESPONSE_HOURS} hours.</p>
          <p>
            <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <Link href="/support" className={buttonClass('outline', 'sm', 'w-full')}>
            Contact Support
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <HardDrive className="size-5 text-brand-700" aria-hidden /> Secure Storage
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-800">
          <p>Your documents are kept encrypted for {pro.storageMonths} months from upload.</p>
          <Link href="/storage-details" className={buttonClass('outline', 'sm', 'w-full')}>
            View Storage Details
          </Link>
        </CardContent>
      </Card>
    </aside>
  );
}
