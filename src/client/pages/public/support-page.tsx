import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE_HOURS, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { openLiveChat } from '#client/features/chat/live-chat-store.ts';
import { SupportForm } from '#client/features/support/support-form.tsx';
import { BackToDashboard } from './parts/back-link.tsx';
import { FaqAccordion } from './parts/faq-accordion.tsx';
import { FAQ_GROUPS } from './parts/faq-entries.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';

// The four questions people bring to support most; the full list is on /faq.
const SUPPORT_FAQ_IDS = ['renewal-time', 'documents-needed', 'expired', 'failed-verification'];
const SUPPORT_FAQ = FAQ_GROUPS.flatMap((g) => g.items).filter((item) => SUPPORT_FAQ_IDS.includes(item.id));

function ContactOption({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col p-6">
      <Icon className="size-8 text-brand-700" aria-hidden />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 flex-1 text-slate-700">{text}</p>
      <div className="mt-4">{action}</div>
    </Card>
  );
}

export function SupportPage() {
  const phone = usePublicConfig().data?.supportPhone;
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToDashboard />} title="Support Center">
        <p>Questions about your application, your documents or your plan? We are here to help.</p>
      </PageIntro>
      <section aria-labelledby="contact-options">
        <h2 id="contact-options" className="sr-only">
          Contact options
        </h2>
        <ul className={cn('grid gap-6', phone ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
          <li>
            <ContactOption
              icon={MessageCircle}
              title="Live Chat"
              text="Chat with our support team in real time."
              action={<Button onClick={openLiveChat}>Start Chat</Button>}
            />
          </li>
          <li>
            <ContactOption
              icon={Mail}
              title="Email Support"
              text={`Response within ${SUPPORT_RESPONSE_HOURS} hours.`}
              action={
                <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              }
            />
          </li>
          {phone && (
            <li>
              <ContactOption
                icon={Phone}
                title="Phone Support"
                text={`Available ${SUPPORT_PHONE_HOURS}.`}
                action={
                  <a className="font-medium text-brand-700 underline" href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
                    {phone}
                  </a>
                }
              />
            </li>
          )}
        </ul>
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="mb-4 text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <Card className="p-6">
            <SupportForm />
          </Card>
        </section>
        <section aria-labelledby="support-faq">
          <h2 id="support-faq" className="mb-4 text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <FaqAccordion items={SUPPORT_FAQ} />
        </section>
      </div>
    </main>
  );
}
