import { Crown, HardDrive, Headphones, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PLANS, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const pro = PLANS.pro;

function SideCard(props: { icon: LucideIcon; iconClass: string; title: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className={`size-5 ${props.iconClass}`} aria-hidden /> {props.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-800">{props.children}</CardContent>
    </Card>
  );
}

const SideLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className={buttonClass('outline', 'sm', 'w-full')}>
    {children}
  </Link>
);

export function ProSideCards({ applicationCount }: { applicationCount: number }) {
  return (
    <aside className="space-y-4" aria-label="Your Pro plan">
      <SideCard icon={Crown} iconClass="text-orange-700" title="Pro Plan">
        <p>{pro.priceLabel} one-time · Active</p>
        <p>
          Applications: {applicationCount} of {pro.maxApplications}
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {pro.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </SideCard>
      <SideCard icon={Headphones} iconClass="text-brand-700" title="Priority Support">
        <p>Available 24/7, with a response within {SUPPORT_RESPONSE_HOURS} hours.</p>
        <p>
          <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <SideLink href="/support">Contact Support</SideLink>
      </SideCard>
      <SideCard icon={HardDrive} iconClass="text-brand-700" title="Secure Storage">
        <p>Your documents are kept encrypted for {pro.storageMonths} months from upload.</p>
        <SideLink href="/storage-details">View Storage Details</SideLink>
      </SideCard>
    </aside>
  );
}
