import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { crossCheck } from '#shared/domain/compare.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useExtractedData } from './use-extracted-data.ts';

/** Names, date of birth, passport number and address compared across the form and the documents. */
export function CrossCheckCard({
  application,
  documents,
  hasAccess,
}: {
  application: Application;
  documents: readonly DocumentResource[];
  hasAccess: boolean;
}) {
  const extracted = useExtractedData(documents, hasAccess);
  const sources = [extracted.passport, extracted.addressProof, extracted.applicationForm].filter(Boolean).length;
  if (!hasAccess || sources === 0) return null;
  const warnings = crossCheck({ form: application.details ?? {}, ...extracted });
  return (
    <Card data-testid="cross-check-card">
      <CardHeader>
        <CardTitle>Cross-document check</CardTitle>
        <p className="text-sm text-slate-700">
          Names, date of birth, passport number and address compared across {sources + (application.details ? 1 : 0)}{' '}
          sources.
        </p>
      </CardHeader>
      <CardContent>
        {warnings.length === 0 ? (
          <p className="flex items-center gap-2 text-green-800">
            <CheckCircle2 className="size-5" aria-hidden /> Everything we could compare matches.
          </p>
        ) : (
          <ul className="space-y-2">
            {warnings.map((w) => (
              <li key={`${w.field}-${w.sources.join('-')}`} className="flex gap-2 text-amber-950">
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden /> {w.message}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
