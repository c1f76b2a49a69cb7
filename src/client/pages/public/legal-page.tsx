import { FileText, Lock, Mail, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { BackToHome } from './parts/back-link.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';
import { ENCRYPTION_STANDARD, PRIVACY_REPLY_HOURS, PRIVACY_RESOLVE_DAYS } from './parts/policy-terms.ts';

interface LegalCard {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly action: string;
}

// The spec's buttons here are inert; ours lead somewhere (docs/decisions/0003-legal-page-links.md).
const CARDS: readonly LegalCard[] = [
  {
    icon: FileText,
    title: 'Privacy Policy',
    text: 'What we collect, why we collect it and how long we keep it.',
    href: '/privacy-policy',
    action: 'Read the Privacy Policy',
  },
  {
    icon: Scale,
    title: 'Terms of Service',
    text: 'The rules for using Passport Buddy, our plans, payments and liability.',
    href: '/terms-of-service',
    action: 'Read the Terms of Service',
  },
  {
    icon: ShieldCheck,
    title: 'Data Protection',
    text: `Your rights over your data. Privacy inquiries are answered within ${PRIVACY_REPLY_HOURS} hours and resolved within ${PRIVACY_RESOLVE_DAYS} days.`,
    href: '/privacy-policy#your-rights',
    action: 'See your data rights',
  },
  {
    icon: Lock,
    title: 'Security',
    text: `Documents are checked on our own servers, never by a third-party AI, and encrypted with ${ENCRYPTION_STANDARD}.`,
    href: '/privacy-policy#security',
    action: 'How we protect your data',
  },
];

const BADGES = [
  { name: 'GDPR', text: 'Data handled according to the EU and UK General Data Protection Regulation.' },
  { name: 'SOC 2', text: 'Security, availability and confidentiality controls.' },
  { name: 'ISO 27001', text: 'Information security management.' },
] as const;

export function LegalPage() {
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToHome />} title="Legal and Privacy">
        <p>How we protect your documents and your rights, in plain language.</p>
      </PageIntro>

      <ul className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ icon: Icon, title, text, href, action }) => (
          <li key={title}>
            <Card className="flex h-full flex-col p-6">
              <Icon className="size-8 text-brand-700" aria-hidden />
              <h2 className="mt-3 text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{text}</p>
              <Link href={href} className={buttonClass('outline', 'md', 'mt-6 self-start')}>
                {action}
              </Link>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="compliance-title" className="mt-12">
        <h2 id="compliance-title" className="text-2xl font-bold text-slate-900">
          Compliance
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {BADGES.map((b) => (
            <li key={b.name}>
              <Card className="flex h-full flex-col items-center p-5 text-center">
                <span
                  className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-900"
                  aria-hidden
                >
                  <ShieldCheck className="size-8" />
                </span>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{b.name}</h3>
                <p className="mt-1 text-sm text-slate-700">{b.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Card className="mt-12 flex flex-col items-start gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Questions for our legal team?</h2>
          <p className="mt-1 text-slate-700">
            Write to us about privacy, terms or a data request. See also our{' '}
            <Link href="/cookie-policy" className="font-medium text-brand-700 underline">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Legal inquiry')}`}
          className={buttonClass('default')}
        >
          <Mail className="size-4" aria-hidden /> Contact Legal Team
        </a>
      </Card>
    </main>
  );
}
