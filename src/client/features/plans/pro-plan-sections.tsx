import {
  Clock,
  FileSearch,
  FileStack,
  Headphones,
  HardDrive,
  UserCheck,
  Check,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  MANUAL_REVIEW_HOURS,
  MARKETING_CLAIMS,
  PLANS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import { Card } from '#client/components/ui/card.tsx';

const pro = PLANS.pro;
const basic = PLANS.basic;

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileStack,
    title: 'Up to 5 applications',
    text: 'Renew your own passport and your family’s under one account.',
  },
  {
    icon: Headphones,
    title: 'Priority support',
    text: `Answers from our team within ${SUPPORT_RESPONSE_HOURS} hours, day or night.`,
  },
  {
    icon: Clock,
    title: '2-3 day processing',
    text: `Your application is checked in ${pro.processingTime} instead of ${basic.processingTime}.`,
  },
  {
    icon: HardDrive,
    title: '6-month storage',
    text: 'Your documents stay encrypted in secure storage for 6 months from upload.',
  },
  {
    icon: UserCheck,
    title: 'Manual expert review',
    text: `A passport expert reviews your application and documents within ${MANUAL_REVIEW_HOURS} hours.`,
  },
  {
    icon: FileSearch,
    title: 'Detailed error reports',
    text: 'Every check with its measured value, as a text or PDF report you can keep.',
  },
];

export function ProFeatureCards() {
  return (
    <section aria-labelledby="pro-features-title">
      <h2 id="pro-features-title" className="text-2xl font-bold text-slate-900">
        Everything in Pro
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <Icon className="size-7 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Cell = string | boolean;
const ROWS: readonly { feature: string; basic: Cell; pro: Cell }[] = [
  { feature: 'Price (one-time)', basic: basic.priceLabel, pro: pro.priceLabel },
  { feature: 'Applications', basic: 'Single application', pro: 'Up to 5 applications' },
  { feature: 'AI verification and photo check', basic: true, pro: true },
  { feature: 'Processing', basic: basic.processingTime, pro: pro.processingTime },
  {
    feature: 'Support',
    basic: basic.support,
    pro: `Priority support, response within ${SUPPORT_RESPONSE_HOURS} hours`,
  },
  {
    feature: 'Document storage',
    basic: `${PLANS.basic.storageMonths} months`,
    pro: `${PLANS.pro.storageMonths} months`,
  },
  { feature: 'Manual expert review', basic: false, pro: true },
  { feature: 'Detailed error reports', basic: false, pro: true },
  { feature: 'Priority processing', basic: false, pro: true },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true)
    return (
      <>
        <Check className="inline size-5 text-green-700" aria-hidden />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <X className="inline size-5 text-slate-500" aria-hidden />
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-title">
      <h2 id="compare-title" className="text-2xl font-bold text-slate-900">
        Basic vs Pro
      </h2>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">What the Basic and Pro plans include</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="p-3 font-semibold">
                Basic
              </th>
              <th scope="col" className="p-3 font-semibold text-brand-800">
                Pro
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-medium text-slate-900">
                  {row.feature}
                </th>
                <td className="p-3 text-slate-700">
                  <CellValue value={row.basic} />
                </td>
                <td className="p-3 text-slate-900">
                  <CellValue value={row.pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Upgrade once', text: `Pay ${pro.priceLabel} one time. No subscription and no recurring charges.` },
  { title: 'Upload your documents', text: 'Our AI checks your photo and documents and shows every issue it finds.' },
  {
    title: 'Request an expert review',
    text: `A passport expert reviews your application within ${MANUAL_REVIEW_HOURS} hours and leaves feedback.`,
  },
  { title: 'Submit with confidence', text: 'Download your detailed report and checked application PDF.' },
];

export function HowProWorks() {
  return (
    <section aria-labelledby="how-title">
      <h2 id="how-title" className="text-2xl font-bold text-slate-900">
        How Pro Plan Works
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function SuccessRatePanel() {
  const figures = [
    { value: MARKETING_CLAIMS.proSuccessRate, label: 'Pro Plan success rate' },
    { value: MARKETING_CLAIMS.basicSuccessRate, label: 'Basic Plan success rate' },
    { value: MARKETING_CLAIMS.customerSatisfaction, label: 'Customer satisfaction' },
  ];
  return (
    <Card className="bg-green-50 p-6" aria-labelledby="success-rate-title" role="region">
      <h2 id="success-rate-title" className="text-xl font-semibold text-slate-900">
        Higher success rate
      </h2>
      <p className="mt-1 text-slate-700">Expert-reviewed applications are accepted first time far more often.</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-slate-700">{f.label}</dt>
            <dd className="text-3xl font-bold text-green-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ProSupportPanel() {
  return (
    <Card className="bg-brand-50 p-6" aria-labelledby="pro-support-title" role="region">
      <h2 id="pro-support-title" className="text-xl font-semibold text-slate-900">
        Pro Support
      </h2>
      <ul className="mt-3 space-y-2 text-slate-800">
        <li>Priority support, 24/7, with a response within {SUPPORT_RESPONSE_HOURS} hours</li>
        <li>
          E-mail:{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </li>
        <li>Your reviewer’s feedback on every expert review, in your dashboard</li>
      </ul>
    </Card>
  );
}
