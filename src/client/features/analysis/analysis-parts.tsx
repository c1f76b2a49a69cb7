import { AlertTriangle, Lightbulb, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** Pieces shared by the analysis panels. */

export function AnalyzingNote({ subject }: { subject: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
      Analyzing your {subject}. This usually takes a few seconds.
    </p>
  );
}

export function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      The analysis could not be loaded: {message}
    </p>
  );
}

export function IssuesAndSuggestions({
  issues,
  suggestions,
}: {
  issues: readonly string[];
  suggestions: readonly string[];
}) {
  return (
    <>
      {issues.length > 0 && (
        <section aria-label="Issues" className="space-y-1">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
            <AlertTriangle className="size-4" aria-hidden />
            Issues
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.length > 0 && (
        <section aria-label="Suggestions" className="space-y-1">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Lightbulb className="size-4 text-amber-700" aria-hidden />
            Suggestions
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A label/value list; empty values read "Not found". */
export function FieldList({ fields }: { fields: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {fields.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-700">{label}</dt>
          <dd className="break-words font-medium text-slate-900">{value ?? 'Not found'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Toast once per document and outcome in this tab, however often the panel re-renders or re-mounts. */
const toasted = new Set<string>();
export function claimToast(key: string): boolean {
  if (toasted.has(key)) return false;
  toasted.add(key);
  return true;
}
