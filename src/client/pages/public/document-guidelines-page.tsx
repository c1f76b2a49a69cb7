import { AlertTriangle, CheckCircle2, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { DOCUMENT_MAX_BYTES, MB, PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { ADDRESS_PROOF_MAX_AGE, DOCUMENT_FACTS, HOLD_REASONS, type DocumentFact } from '#shared/domain/facts.ts';
import { documentsAddedBy, todayIso } from '#shared/case/index.ts';
import { Card } from '#client/components/ui/card.tsx';
import { BackToDashboard } from './parts/back-link.tsx';
import { FactNote } from './parts/fact-note.tsx';
import { HelpCard } from './parts/help-card.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';

const docs = DOCUMENT_FACTS.value;
/** What a situation adds, from the case resolver's general rules (rules.json): written once. */
const adds = (situation: Parameters<typeof documentsAddedBy>[0]): DocumentFact[] =>
  documentsAddedBy(situation, todayIso()).map((d) => ({ id: d.id, label: d.title, detail: d.purpose }));
const months = (days: number) => Math.round(days / 30.4);

/** The situations the brief names, in the order an applicant meets them; items come from the facts module. */
const BY_SITUATION: readonly { id: string; title: string; intro: string; items: readonly DocumentFact[] }[] = [
  {
    id: 'expiry',
    title: 'Passport expired, expiring within a year, or pages exhausted',
    intro: 'The documents everyone needs, listed above, are enough.',
    items: [],
  },
  {
    id: 'long-expired',
    title: `Passport expired more than ${months(docs.delayAffidavitAfterDays)} months ago`,
    intro: `Add a notarised affidavit explaining the delay. Some centres already ask for it after ${months(docs.delayAffidavitSomeCentresAfterDays)} months.`,
    items: [],
  },
  { id: 'lost', title: 'Passport lost or stolen', intro: 'Add:', items: adds({ reason: 'lost' }) },
  { id: 'damaged', title: 'Passport damaged', intro: 'Add:', items: adds({ reason: 'damaged' }) },
  { id: 'change', title: 'Change of name', intro: 'Add:', items: adds({ reason: 'change', changeKind: 'name_other' }) },
  {
    id: 'appearance',
    title: 'Change of appearance or signature',
    intro: 'Add:',
    items: adds({ reason: 'change', changeKind: 'appearance_signature' }),
  },
  {
    id: 'minors',
    title: 'Applying for a child (minor)',
    intro: 'Add:',
    items: adds({ ageGroup: 'minor' }),
  },
];

const FILE_RULES = [
  `Accepted formats JPEG, PNG, PDF, max ${DOCUMENT_MAX_BYTES / MB}MB per file.`,
  'The filled passport application form: PDF only.',
  `Your photo: JPEG or PNG, ${PHOTO_MAX_BYTES / MB} MB at most (see Photo Requirements).`,
  'One file per document slot. Put several pages of one document into a single PDF.',
] as const;

const SCAN_TIPS = [
  'Scan or photograph in colour, flat, with all four corners visible.',
  'Make sure every word is sharp and readable, with no glare or shadows.',
  'Upload the whole page; do not crop out dates, names or stamps.',
  'Check that your name is spelled the same way on every document.',
] as const;

export function DocumentGuidelinesPage() {
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToDashboard />} title="Document Guidelines">
        <p>
          What to prepare for your passport re-issue abroad, and how to upload it so our checks and the consulate can
          read it.
        </p>
      </PageIntro>

      <section aria-labelledby="everyone-title">
        <h2 id="everyone-title" className="text-2xl font-bold text-slate-900">
          Documents everyone needs
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {docs.base.map((d) => (
            <li key={d.id}>
              <Card className="flex h-full gap-3 p-4">
                <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h3 className="font-semibold text-slate-900">{d.label}</h3>
                  <p className="mt-1 text-slate-700">{d.detail}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <FactNote fact={DOCUMENT_FACTS} className="mt-3" />
      </section>

      <section aria-labelledby="situation-title" className="mt-12">
        <h2 id="situation-title" className="text-2xl font-bold text-slate-900">
          Extra documents for your situation
        </h2>
        <div className="mt-4 space-y-4">
          {BY_SITUATION.map((s) => (
            <Card key={s.id} className="p-5">
              <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-1 text-slate-700">{s.intro}</p>
              {s.items.length > 0 && (
                <ul className="mt-2 space-y-2">
                  {s.items.map((d) => (
                    <li key={d.id} className="flex gap-2 text-slate-800">
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                      <span>
                        <strong className="font-semibold">{d.label}.</strong> {d.detail}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="address-title" className="mt-12">
        <h2 id="address-title" className="text-2xl font-bold text-slate-900">
          Proof of address abroad
        </h2>
        <Card className="mt-4 p-5">
          <p className="text-slate-800">
            Address proof dated within {ADDRESS_PROOF_MAX_AGE.value.months} months. It must be in your name and show
            your full current address: a utility bill, bank statement, lease or government letter.
          </p>
        </Card>
        <FactNote fact={ADDRESS_PROOF_MAX_AGE} className="mt-3" />
      </section>

      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="files-title">
          <h2 id="files-title" className="text-2xl font-bold text-slate-900">
            File requirements
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
            {FILE_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="scan-title">
          <h2 id="scan-title" className="text-2xl font-bold text-slate-900">
            Scanning tips
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
            {SCAN_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="hold-title" className="mt-12">
        <h2 id="hold-title" className="text-2xl font-bold text-slate-900">
          Why applications are put on hold
        </h2>
        <p className="mt-2 text-slate-700">Our pre-submission check looks for each of these before you submit:</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {HOLD_REASONS.value.map((r) => (
            <li key={r.id} className="flex gap-2 text-slate-800">
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
              {r.text}
            </li>
          ))}
        </ul>
        <FactNote fact={HOLD_REASONS} className="mt-3" />
        <p className="mt-4 text-slate-700">
          For the photo, see the{' '}
          <Link href="/photo-requirements" className="font-medium text-brand-700 underline">
            Photo Requirements
          </Link>
          .
        </p>
      </section>

      <HelpCard />
    </main>
  );
}
