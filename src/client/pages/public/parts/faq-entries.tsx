import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { documentsAddedBy, todayIso } from '#shared/case/index.ts';
import { DOCUMENT_FACTS, FEES_BY_COUNTRY, HOLD_REASONS, PROCESSING_FACTS, type FeeLine } from '#shared/domain/facts.ts';
import type { FaqItem } from './faq-accordion.tsx';
import { ENCRYPTION_STANDARD } from './policy-terms.ts';

const linkClass = 'font-medium text-brand-700 underline';
const money = ({ amount, currency }: Pick<FeeLine, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const us = FEES_BY_COUNTRY.US.value;
const uk = FEES_BY_COUNTRY.UK.value;
const processing = PROCESSING_FACTS.value;
const docs = DOCUMENT_FACTS.value;
const monthsOf = (days: number) => Math.round(days / 30.4);

export const FAQ_GROUPS: readonly { id: string; title: string; items: readonly FaqItem[] }[] = [
  {
    id: 'time-and-cost',
    title: 'Time and cost',
    items: [
      {
        id: 'renewal-time',
        question: 'How long does passport renewal take?',
        answer: (
          <>
            <p>
              Usually 2-4 weeks for regular processing and 1-2 weeks for expedited processing, counted from the day the
              mission receives your application.
            </p>
            <p>
              It varies by mission: {processing.byConsulate.sf} at San Francisco and {processing.byCountry.UK} in the
              United Kingdom. {processing.delays}
            </p>
            <p>
              Our own plan processing time (for example {PLANS.basic.processingTime} on Basic) is the time we take to
              check your application, before you submit it.
            </p>
          </>
        ),
      },
      {
        id: 'fees',
        question: 'How much does renewing my passport cost?',
        answer: (
          <>
            <p>
              Roughly $85-$185 in government and service fees, depending on the number of pages, your mission and how
              fast you need it. Indicative figures:
            </p>
            <ul className="list-disc space-y-1 pl-6">
              {us.lines.map((l) => (
                <li key={l.label}>
                  United States, {l.label}: about {money(l)}
                </li>
              ))}
              {us.alternatives?.map((l) => (
                <li key={l.label}>
                  United States, {l.label}: about {money(l)}
                </li>
              ))}
              {us.urgentExtra && (
                <li>
                  United States, {us.urgentExtra.label}: about {money(us.urgentExtra)} extra
                </li>
              )}
              {uk.lines.map((l) => (
                <li key={l.label}>
                  United Kingdom, {l.label}: about {money(l)}
                </li>
              ))}
            </ul>
            <p>
              These are paid to the mission and its service centre, separately from our plan fee. Check your
              mission&apos;s current fee schedule before you pay.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    items: [
      {
        id: 'documents-needed',
        question: 'What documents do I need?',
        answer: (
          <>
            <p>For a standard renewal:</p>
            <ul className="list-disc space-y-1 pl-6">
              {docs.base.map((d) => (
                <li key={d.id}>{d.label}</li>
              ))}
            </ul>
            <p>
              A lost, damaged or long-expired passport, a change of name or an application for a child needs more. The{' '}
              <Link className={linkClass} href="/document-guidelines">
                Document Guidelines
              </Link>{' '}
              list everything by situation.
            </p>
          </>
        ),
      },
      {
        id: 'name-change',
        question: 'My name has changed. What do I need?',
        answer: (
          <>
            {documentsAddedBy({ reason: 'change', changeKind: 'name_other' }, todayIso()).map((d) => (
              <p key={d.id}>
                {d.title}: {d.purpose}
              </p>
            ))}
            <p>
              Fill the application form with your new name, and make sure it is spelled the same way on every document
              you upload.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'your-passport',
    title: 'Your passport',
    items: [
      {
        id: 'expired',
        question: 'My passport has already expired. Can I still renew it?',
        answer: (
          <>
            <p>
              Yes, in most cases. If it expired more than {monthsOf(docs.delayAffidavitAfterDays)} months ago, a
              notarised affidavit explaining the delay is commonly asked for (some centres ask after{' '}
              {monthsOf(docs.delayAffidavitSomeCentresAfterDays)} months).
            </p>
            <p>If it expired over 15 years ago, you may need to apply for a new passport instead of a renewal.</p>
          </>
        ),
      },
      {
        id: 'appointments',
        question: 'Do I need an appointment?',
        answer: (
          <p>
            Most Indian missions take applications through an outsourced service centre, and many ask you to book an
            appointment to submit it in person with your original documents. Book once our checks show your documents
            are ready, and check your mission&apos;s website for its own procedure.
          </p>
        ),
      },
      {
        id: 'travel',
        question: 'Can I travel while my passport is being renewed?',
        answer: (
          <p>
            Usually not on that passport: you hand in your current passport when you apply, and it is cancelled when the
            new one is issued. Plan your trips around the processing time, and ask your mission about urgent (Tatkal)
            processing if you must travel soon.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account-and-checks',
    title: 'Security and verification',
    items: [
      {
        id: 'security',
        question: 'Are my documents secure?',
        answer: (
          <>
            <p>
              Yes. Your documents are checked on our own servers and never sent to a third-party AI. They are encrypted
              with {ENCRYPTION_STANDARD} encryption and only you, and a reviewer you ask for, can see them.
            </p>
            <p>
              We keep application data for {PLANS.pro.retentionMonths} months on Pro and Express and{' '}
              {PLANS.basic.retentionMonths} months on Basic. See our{' '}
              <Link className={linkClass} href="/privacy-policy">
                Privacy Policy
              </Link>
              .
            </p>
          </>
        ),
      },
      {
        id: 'failed-verification',
        question: 'What if my verification fails?',
        answer: (
          <>
            <p>
              Open the document to see the issues found and the suggestions to fix them, then use Replace Document to
              upload a corrected file; it is checked again automatically. The most common problems are:
            </p>
            <ul className="list-disc space-y-1 pl-6">
              {HOLD_REASONS.value.slice(0, 3).map((r) => (
                <li key={r.id}>{r.text}</li>
              ))}
            </ul>
            <p>
              On Pro and Express you can also request a manual expert review. If you are stuck, contact us from the{' '}
              <Link className={linkClass} href="/support">
                Support Center
              </Link>
              .
            </p>
          </>
        ),
      },
    ],
  },
];

/** Every fact the answers above rest on, for the page's "last checked" note. */
export const FAQ_FACTS = [
  PROCESSING_FACTS,
  FEES_BY_COUNTRY.US,
  FEES_BY_COUNTRY.UK,
  DOCUMENT_FACTS,
  HOLD_REASONS,
] as const;
