import { CheckCircle2, XCircle } from 'lucide-react';
import { documentStatusLabel, documentStatusTone, type DocumentResource } from '#shared/schemas/documents.ts';
import {
  PassportAnalysisSchema,
  type CheckDigitName,
  type PassportAnalysis,
  type RenewalStatus,
} from '#shared/schemas/passport-analysis.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { AnalyzingNote, ErrorNote, FieldList, IssuesAndSuggestions } from './analysis-parts.tsx';
import { UnlockCard } from './unlock-card.tsx';
import { useDocumentAnalysis } from './use-document-analysis.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';

const CHECK_DIGIT_LABELS: Readonly<Record<CheckDigitName, string>> = {
  passportNumber: 'Passport number',
  dateOfBirth: 'Date of birth',
  expiryDate: 'Expiry date',
  composite: 'The bottom line as a whole',
};

const SEX_LABELS = { M: 'Male', F: 'Female', X: 'Unspecified' } as const;

const RENEWAL_TONES: Readonly<Record<RenewalStatus, string>> = {
  expired: 'border-red-300 bg-red-50 text-red-900',
  expiring_within_year: 'border-amber-300 bg-amber-50 text-amber-900',
  valid: 'border-green-300 bg-green-50 text-green-900',
};

function CheckDigits({ analysis }: { analysis: PassportAnalysis }) {
  const read = (Object.keys(CHECK_DIGIT_LABELS) as CheckDigitName[]).filter(
    (name) => analysis.checkDigits[name] !== null,
  );
  if (read.length === 0) return null;
  return (
    <section aria-label="Check digits" className="space-y-1">
      <h3 className="text-sm font-semibold text-slate-900">Check digits</h3>
      {analysis.failedCheckDigits.length === 0 ? (
        <p className="flex items-center gap-1.5 text-sm text-green-800">
          <CheckCircle2 className="size-4" aria-hidden />
          All check digits match.
        </p>
      ) : (
        <ul className="space-y-1 text-sm">
          {analysis.failedCheckDigits.map((name) => (
            <li key={name} className="flex items-center gap-1.5 text-red-800">
              <XCircle className="size-4" aria-hidden />
              {CHECK_DIGIT_LABELS[name]}: check digit does not match
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The current passport as read from its machine-readable zone, and whether it is due for renewal. */
export function PassportAnalysisPanel({ document }: { document: DocumentResource }) {
  // Like the other panels: nothing is fetched without paid access; the unlock card shows instead.
  const result = useDocumentAnalysis(document);
  const done = result.state === 'done' ? result : null;
  const parsed = done ? PassportAnalysisSchema.safeParse(done.analysis) : null;
  const analysis = parsed?.success ? parsed.data : null;
  const status = done?.status ?? document.status;
  const data = analysis?.extractedData;

  return (
    <Card data-testid="passport-analysis-panel">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Current Passport</CardTitle>
        <div className="flex flex-wrap gap-2" aria-live="polite">
          {analysis?.needsHumanReview && <Badge tone="blue">Needs human review</Badge>}
          {result.state !== 'locked' && (
            <Badge tone={documentStatusTone(status)}>{documentStatusLabel(status, 'address')}</Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {result.state === 'locked' && <UnlockCard subject="passport" />}
        {result.state === 'analyzing' && <AnalyzingNote subject="passport" />}
        {result.state === 'error' && <ErrorNote message={result.message} />}
        {analysis && data && (
          <>
            {analysis.renewal && (
              <p className={cn('rounded-md border p-3 text-sm font-medium', RENEWAL_TONES[analysis.renewal.status])}>
                {analysis.renewal.message}
              </p>
            )}
            {analysis.mrzFound ? (
              <FieldList
                fields={[
                  { label: 'Passport number', value: data.passportNumber },
                  { label: 'Surname', value: data.surname },
                  { label: 'Given names', value: data.givenNames },
                  { label: 'Nationality', value: data.nationality },
                  { label: 'Date of birth', value: formatCalendarDate(data.dateOfBirth) },
                  { label: 'Sex', value: data.sex ? SEX_LABELS[data.sex] : null },
                  { label: 'Expiry date', value: formatCalendarDate(data.expiryDate) },
                ]}
              />
            ) : analysis.notPassport ? null : (
              // A visa or an ID card: the issues below say so; nothing was read as passport details.
              <p className="text-sm text-slate-800">
                The machine-readable zone (the two lines of text at the bottom of the photo page) could not be read.
              </p>
            )}
            <CheckDigits analysis={analysis} />
            <IssuesAndSuggestions issues={analysis.issues} suggestions={analysis.suggestions} />
          </>
        )}
        {done && !analysis && <IssuesAndSuggestions issues={done.verificationErrors} suggestions={[]} />}
      </CardContent>
    </Card>
  );
}
