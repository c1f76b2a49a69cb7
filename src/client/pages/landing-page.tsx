import { Camera, CheckCircle2, Clock, FileText, Lock, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MARKETING_CLAIMS, PLANS, PLAN_IDS, TAGLINE } from '#shared/constants.ts';
import { Logo } from '#client/components/layout/logo.tsx';
import { Footer } from '#client/components/layout/footer.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LandingAuthModals, type LandingModal } from '#client/features/landing/landing-auth-modals.tsx';
import { MarketingStats } from '#client/features/landing/marketing-stats.tsx';
import { ProcessIllustration } from '#client/features/landing/process-illustration.tsx';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';
import { useQuickHelpAutoOpen } from '#client/features/quick-help/use-quick-help-auto-open.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'AI document verification',
    text: 'Every document is checked on our own servers before the consulate sees it.',
  },
  {
    icon: Camera,
    title: 'Photo compliance check',
    text: 'Eight photo rules measured, with the exact fix when one fails.',
  },
  {
    icon: FileText,
    title: 'Pre-filled application',
    text: 'Details read from your documents fill the renewal form for you.',
  },
  {
    icon: ShieldCheck,
    title: 'Cross-document checks',
    text: 'Names, dates and passport numbers compared across every document.',
  },
  {
    icon: Lock,
    title: 'Encrypted storage',
    text: '256-bit AES encryption at rest; no third-party AI ever sees your passport.',
  },
  {
    icon: Clock,
    title: 'Ready in minutes',
    text: `A ${MARKETING_CLAIMS.setupTime} setup from "my passport is expiring" to a complete PDF.`,
  },
];

const TESTIMONIALS = [
  {
    name: 'Priya S.',
    place: 'San Jose, USA',
    text: 'The photo check caught that my background was grey. The consulate accepted everything on the first visit.',
  },
  {
    name: 'Rahul M.',
    place: 'London, UK',
    text: 'It noticed my bank statement was four months old before I booked the appointment. Saved me a second trip.',
  },
  {
    name: 'Anjali K.',
    place: 'Dubai, UAE',
    text: 'The form was filled from my old passport in seconds, and the PDF was exactly what the centre asked for.',
  },
];

export function LandingPage() {
  usePageTitle(TAGLINE);
  useQuickHelpAutoOpen();
  const [modal, setModal] = useState<LandingModal>(null);
  const demoEnabled = usePublicConfig().data?.demoEnabled === true;
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <Logo compactBelow420 />
          {/* At 375 px the wordmark gives way so both account buttons keep their labels on one line. */}
          <nav aria-label="Account" className="flex shrink-0 items-center gap-2">
            <Link href="/auth?tab=login" className={buttonClass('ghost', 'sm', 'whitespace-nowrap')}>
              Sign In
            </Link>
            <Link href="/auth?tab=signup" className={buttonClass('default', 'sm', 'whitespace-nowrap')}>
              Create Account
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
            <p className="font-semibold text-orange-800">For Indians living abroad</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{TAGLINE}</h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
              Renew your Indian passport or apply for a new one from anywhere. Upload your photo and documents, let our
              AI check them before the consulate does, and download a complete application PDF.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button size="lg" data-main-action onClick={() => setModal('signup')}>
                Start your renewal
              </Button>
              {demoEnabled && (
                <Button size="lg" variant="outline" onClick={() => setModal('demo')}>
                  Try the demo
                </Button>
              )}
            </div>
            <MarketingStats className="mx-auto mt-12 max-w-3xl" />
          </div>
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
            Everything your application needs
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <Icon className="size-8 text-brand-700" aria-hidden />
                  <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-700">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-heading" className="bg-slate-50 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="process-heading" className="mb-8 text-center text-3xl font-bold text-slate-900">
              Four steps to a complete application
            </h2>
            <ProcessIllustration />
          </div>
        </section>

        <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="plans-title" className="text-center text-3xl font-bold text-slate-900">
            Simple, one-time pricing
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              return (
                <li key={id}>
                  <Card className={`flex h-full flex-col p-6 ${id === 'pro' ? 'ring-2 ring-brand-700' : ''}`}>
                    <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
                    <p className="mt-2">
                      <span className="text-4xl font-bold text-slate-900">{plan.priceLabel}</span>{' '}
                      <span className="text-slate-700">one-time</span>
                    </p>
                    <ul className="mt-4 flex-1 space-y-2">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2 text-slate-800">
                          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden /> {feature}
                        </li>
                      ))}
                    </ul>
                    <Link
                      href="/auth?tab=signup"
                      className={buttonClass(id === 'pro' ? 'default' : 'outline', 'md', 'mt-6')}
                    >
                      Choose {plan.name}
                      <span className="sr-only"> plan</span>
                    </Link>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="testimonials-title" className="text-center text-3xl font-bold text-slate-900">
              What applicants say
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {TESTIMONIALS.map((t) => (
                <li key={t.name}>
                  <Card className="h-full p-6">
                    <div className="flex gap-0.5 text-amber-600" aria-label="5 out of 5 stars" role="img">
                      {Array.from({ length: 5 }, (_, i) => (
                        <Star key={i} className="size-4 fill-current" aria-hidden />
                      ))}
                    </div>
                    <blockquote className="mt-3 text-slate-800">“{t.text}”</blockquote>
                    <p className="mt-4 font-semibold text-slate-900">{t.name}</p>
                    <p className="text-sm text-slate-700">{t.place}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <Footer />
      <LandingAuthModals open={modal} onChange={setModal} demoEnabled={demoEnabled} />
    </div>
  );
}
