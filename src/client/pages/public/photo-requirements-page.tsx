import { Check, X } from 'lucide-react';
import { Link } from 'wouter';
import { MB, PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { PHOTO_FACTS } from '#shared/domain/facts.ts';
import { Card } from '#client/components/ui/card.tsx';
import { BackToDashboard } from './parts/back-link.tsx';
import { FactNote } from './parts/fact-note.tsx';
import { HelpCard } from './parts/help-card.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';
import { PhotoGuideDiagram } from './parts/photo-guide-diagram.tsx';

const { digital, headHeightRatio, printSizes, headHeightInches, eyeLineInches, minDpi, maxAgeMonths, rules } =
  PHOTO_FACTS;
const pct = (ratio: number) => Math.round(ratio * 100);

// The spec's visible strings, word for word; the numbers in them agree with PHOTO_FACTS.
const PRINT_SPECS = [
  { term: 'Size', value: '2x2 inches (51 mm)' },
  { term: 'Background', value: 'White or off-white background' },
  { term: 'Taken', value: `Within ${maxAgeMonths.value} months` },
  { term: 'Head height', value: `${headHeightInches.value.min} to ${headHeightInches.value.max} inches` },
  { term: 'Eye level', value: `${eyeLineInches.value.min} to ${eyeLineInches.value.max} inches from the bottom` },
  { term: 'Resolution', value: `${minDpi.value} DPI minimum` },
] as const;

const DO_AND_DONT = {
  do: [
    'Face the camera squarely, with both ears level',
    'Use even light from the front',
    'Keep your mouth closed and your eyes open',
    'Wear everyday clothes that contrast with the background',
  ],
  dont: [
    'Wear glasses, even with clear lenses',
    'Smile, frown or tilt your head',
    'Edit the photo or replace the background',
    "Use a selfie taken at arm's length (it distorts the face)",
  ],
} as const;

export function PhotoRequirementsPage() {
  const abroad = printSizes.value.find((s) => s.id === 'abroad');
  const india = printSizes.value.find((s) => s.id === 'india');
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToDashboard />} title="Photo Requirements">
        <p>
          A non-compliant photo is the most common reason an application is put on hold. Check yours against these rules
          before you upload it.
        </p>
      </PageIntro>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="print-title">
          <h2 id="print-title" className="text-2xl font-bold text-slate-900">
            Printed photo
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {PRINT_SPECS.map(({ term, value }) => (
              <Card key={term} className="p-4">
                <dt className="text-sm font-medium text-slate-700">{term}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
              </Card>
            ))}
          </dl>
          <p className="mt-4 text-slate-700">
            {abroad && `${abroad.label} is the size for ${abroad.usedFor}. `}
            {india && `${india.label} is the size for ${india.usedFor}.`}
          </p>
          <FactNote fact={headHeightInches} className="mt-3" />
        </section>

        <section aria-labelledby="guide-title">
          <h2 id="guide-title" className="text-2xl font-bold text-slate-900">
            Head-size and eye-line guide
          </h2>
          <Card className="mt-4 p-2 sm:p-4">
            <PhotoGuideDiagram />
          </Card>
        </section>
      </div>

      <section aria-labelledby="digital-title" className="mt-12">
        <h2 id="digital-title" className="text-2xl font-bold text-slate-900">
          Digital photo (ICAO rules)
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Since 1 September 2025 Indian missions ask for photos that meet the ICAO standard used for e-passports. A
          digital photo must be {digital.value.widthPx} x {digital.value.heightPx} px, in colour, on a{' '}
          {digital.value.background} background, with the face (chin to crown) filling {pct(headHeightRatio.value.min)}-
          {pct(headHeightRatio.value.max)}% of the frame height.
        </p>
        <Card className="mt-4 p-6">
          <h3 className="font-semibold text-slate-900">Every photo must meet these rules</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {rules.value.map((rule) => (
              <li key={rule} className="flex gap-2 text-slate-800">
                <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                {rule}
              </li>
            ))}
          </ul>
        </Card>
        <FactNote fact={digital} className="mt-3" />
      </section>

      <section aria-labelledby="tips-title" className="mt-12">
        <h2 id="tips-title" className="text-2xl font-bold text-slate-900">
          Tips for a photo that passes
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Card className="p-6">
            <h3 className="font-semibold text-green-900">Do</h3>
            <ul className="mt-3 space-y-2">
              {DO_AND_DONT.do.map((tip) => (
                <li key={tip} className="flex gap-2 text-slate-800">
                  <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                  {tip}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-6">
            <h3 className="font-semibold text-red-900">Don&apos;t</h3>
            <ul className="mt-3 space-y-2">
              {DO_AND_DONT.dont.map((tip) => (
                <li key={tip} className="flex gap-2 text-slate-800">
                  <X className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
                  {tip}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </section>

      <section aria-labelledby="upload-title" className="mt-12">
        <h2 id="upload-title" className="text-2xl font-bold text-slate-900">
          Uploading your photo
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Upload a JPEG or PNG file of {PHOTO_MAX_BYTES / MB} MB at most. Our photo check measures it against the rules
          above and tells you exactly what to fix. The other documents you need are listed in the{' '}
          <Link href="/document-guidelines" className="font-medium text-brand-700 underline">
            Document Guidelines
          </Link>
          .
        </p>
      </section>

      <HelpCard />
    </main>
  );
}
