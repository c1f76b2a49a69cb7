import { Camera, FileCheck2, RefreshCw, UserCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { EXPERT_ASSIGN_HOURS, MANUAL_REVIEW_HOURS, PRODUCT_NAME } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { BackToHome } from './parts/back-link.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';

interface Service {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  readonly points: readonly string[];
  readonly link: { readonly href: string; readonly label: string };
}

const SERVICES: readonly Service[] = [
  {
    icon: RefreshCw,
    title: 'Passport Renewal',
    text: 'A guided, four-step renewal for Indian passport holders abroad, from choosing your reason for renewal to a complete application PDF.',
    points: [
      'Checklist of documents for your reason',
      'Form filled from your documents',
      'Download a ready-to-submit PDF',
    ],
    link: { href: '/document-guidelines', label: 'See the documents you need' },
  },
  {
    icon: FileCheck2,
    title: 'Document Verification',
    text: 'Every document is checked on our own servers before the consulate sees it: dates, names and passport numbers compared across your files.',
    points: [
      'Address proof age and name checked',
      'Mismatches flagged before you submit',
      'No third-party AI sees your documents',
    ],
    link: { href: '/faq', label: 'Read the FAQ' },
  },
  {
    icon: Camera,
    title: 'Photo Analysis',
    text: 'Your photo is measured against the photo rules, with the exact fix when a rule fails.',
    points: [
      'Size, background and head position',
      'Glasses, expression and lighting',
      'A score with clear suggestions',
    ],
    link: { href: '/photo-requirements', label: 'See the photo requirements' },
  },
  {
    icon: UserCheck,
    title: 'Expert Consultation',
    text: 'A human expert reviews your application when you want a second pair of eyes.',
    points: [
      `Manual review within ${MANUAL_REVIEW_HOURS} hours on Pro`,
      `A dedicated expert assigned within ${EXPERT_ASSIGN_HOURS} hours on Express`,
      'Detailed error reports',
    ],
    link: { href: '/pro-plan', label: 'Explore the Pro Plan' },
  },
];

export function ServicesPage() {
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToHome />} title="Our Services">
        <p>Everything {PRODUCT_NAME} does to get your Indian passport application right the first time.</p>
      </PageIntro>
      <ul className="grid gap-6 md:grid-cols-2">
        {SERVICES.map(({ icon: Icon, title, text, points, link }) => (
          <li key={title}>
            <Card className="flex h-full flex-col p-6">
              <Icon className="size-8 text-brand-700" aria-hidden />
              <h2 className="mt-3 text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 text-slate-700">{text}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-slate-800">
                {points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <Link href={link.href} className={buttonClass('outline', 'md', 'mt-6 self-start')}>
                {link.label}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mt-10 flex flex-col items-start gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Ready to start?</h2>
          <p className="mt-1 text-slate-700">Compare the plans and choose the one that fits your application.</p>
        </div>
        <Link href="/pricing" data-main-action className={buttonClass('default')}>
          View pricing
        </Link>
      </Card>
    </main>
  );
}
