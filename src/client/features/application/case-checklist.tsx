import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import {
  documentFormWords,
  formatAmount,
  type CaseResult,
  type FeeLine,
  type ReasonLine,
  type RuleRef,
} from '#shared/case/index.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

export const STALE_NOTICE = 'This rule was last checked more than 180 days ago; the mission confirms.';

/** A YYYY-MM-DD day in the reader's own locale (the day itself, whatever the time zone). */
export function localDay(isoDay: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** Under every line: where it was read, when it was last checked, and whether that is too long ago. */
export function SourceLine({ line }: { line: RuleRef }) {
  const { source } = line;
  return (
    <span className="mt-0.5 block text-xs text-slate-600">
      Source:{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
          {source.title}
        </a>
      ) : (
        source.title
      )}
      . Checked on {localDay(line.checkedOn)}.
      {line.stale && <span className="block font-medium text-amber-800">{STALE_NOTICE}</span>}
      {line.confirmWithMission && !line.stale && (
        <span className="block">Sources differ: the safer reading is shown and the mission confirms.</span>
      )}
    </span>
  );
}

function Reasons({ lines }: { lines: readonly ReasonLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2 text-sm text-slate-800">
      {lines.map((r) => (
        <li key={r.ruleId}>
          {r.text}
          {r.applies === 'maybe' && <span className="text-slate-600"> (if it applies to you)</span>}
          <SourceLine line={r} />
        </li>
      ))}
    </ul>
  );
}

function feeAmount(line: FeeLine): string {
  return line.amount === null ? 'The mission confirms' : formatAmount(line.amount, line.currency);
}

const TATKAAL_WORDS = { open: 'Open to you', closed: 'Closed to you', unconfirmed: 'Not confirmed' } as const;
const ATTEND_WORDS = {
  required: 'Yes, in person',
  not_required: 'No, you can send it',
  unconfirmed: 'The mission confirms',
} as const;

/**
 * The answer for one case, every line with its source and checked-on date: documents, attendance, Tatkaal,
 * police verification, fees, processing and the photo print size (docs/decisions/0035-case-rules.md).
 */
export function CaseChecklist({ result }: { result: CaseResult }) {
  const { mission, fees, processing, photo, tatkaal, policeVerification: pv, attendInPerson } = result;
  return (
    <div className="space-y-6" data-testid="case-checklist">
      <Card>
        <CardHeader>
          <CardTitle>Your document checklist</CardTitle>
          <p className="text-sm text-slate-700">
            {result.wording.service}
            {mission ? `, at the ${mission.name} (service provider: ${mission.provider.name}).` : '.'}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {result.warnings.map((w) => (
            <p key={w} className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {w}
            </p>
          ))}
          <ul className="space-y-4" aria-label="Documents you need">
            {result.documents.map((doc) => (
              <li key={doc.id} className="flex gap-2">
                {doc.required ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                ) : (
                  <CircleDashed className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
                )}
                <span>
                  <span className="font-medium text-slate-900">
                    {doc.title}
                    {doc.annexure && ` (Annexure ${doc.annexure.letter})`}
                  </span>
                  {!doc.required && <span className="text-sm text-slate-600"> (if it applies)</span>}
                  <span className="block text-sm text-slate-700">{doc.purpose}</span>
                  <span className="block text-sm text-slate-700">
                    {documentFormWords(doc)}.{' '}
                    {doc.uploadSlot ? 'Upload it in step 2 and bring it.' : 'Bring it with your application.'}
                  </span>
                  {doc.condition && <span className="block text-sm text-slate-700">If: {doc.condition}</span>}
                  <SourceLine line={doc} />
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Tatkaal, police verification and your visit</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            <section aria-labelledby="case-tatkaal">
              <h3 id="case-tatkaal" className="font-semibold text-slate-900">
                Tatkaal: {TATKAAL_WORDS[tatkaal.status]}
              </h3>
              <p className="text-slate-700">{tatkaal.summary}</p>
              <Reasons lines={tatkaal.reasons} />
            </section>
            <section aria-labelledby="case-police">
              <h3 id="case-police" className="font-semibold text-slate-900">
                Police verification: {pv.likely ? 'Likely' : 'Not likely'}
              </h3>
              <p className="text-slate-700">{pv.summary}</p>
              {pv.addsWeeks && (
                <p className="text-slate-700">
                  It adds about {pv.addsWeeks.min} to {pv.addsWeeks.max} weeks.
                  <SourceLine line={pv.addsWeeks} />
                </p>
              )}
              <Reasons lines={pv.reasons} />
            </section>
            <section aria-labelledby="case-attend">
              <h3 id="case-attend" className="font-semibold text-slate-900">
                Attend in person: {ATTEND_WORDS[attendInPerson.mode]}
              </h3>
              <p className="text-slate-700">
                {attendInPerson.why}
                <SourceLine line={attendInPerson} />
              </p>
            </section>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Fees, time and photo</CardTitle>
            <p className="text-sm text-slate-700">{fees.summary}</p>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            {fees.lines.length > 0 && (
              <ul className="divide-y divide-slate-100" aria-label="Fees">
                {fees.lines.map((line) => (
                  <li key={line.ruleId} className="py-1.5">
                    <span className="flex justify-between gap-4">
                      <span className="text-slate-700">
                        {line.label}
                        {line.includedInGovernmentFee && ' (included in the government fee)'}
                        {line.condition && <span className="block text-xs text-slate-600">If: {line.condition}</span>}
                      </span>
                      <span className="font-medium text-slate-900">{feeAmount(line)}</span>
                    </span>
                    <SourceLine line={line} />
                  </li>
                ))}
                {fees.total !== null && fees.currency && (
                  <li className="flex justify-between gap-4 py-1.5 font-semibold">
                    <span>Total ({fees.currency})</span>
                    <span>{formatAmount(fees.total, fees.currency)}</span>
                  </li>
                )}
              </ul>
            )}
            {fees.readOn && <p className="text-slate-700">Fees read on {localDay(fees.readOn)}.</p>}
            <section aria-labelledby="case-processing">
              <h3 id="case-processing" className="font-semibold text-slate-900">
                Processing time
              </h3>
              <p className="text-slate-700">
                {processing.text}
                {processing.policeVerificationAddsWeeks &&
                  ` Police verification adds about ${processing.policeVerificationAddsWeeks.min} to ${processing.policeVerificationAddsWeeks.max} weeks.`}
                <SourceLine line={processing} />
              </p>
            </section>
            <section aria-labelledby="case-photo">
              <h3 id="case-photo" className="font-semibold text-slate-900">
                Photo
              </h3>
              <p className="text-slate-700">
                Print size at this mission: <span className="font-medium">{photo.print.label}</span>.
                <SourceLine line={photo.print} />
              </p>
              <p className="text-slate-700">
                Upload file: {photo.digital.widthPx} x {photo.digital.heightPx} pixels, taken within the last{' '}
                {photo.maxAgeMonths} months.
                <SourceLine line={photo.digital} />
              </p>
            </section>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
