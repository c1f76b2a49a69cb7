import { Link } from 'wouter';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { useDocumentAnalysis } from '#client/features/analysis/use-document-analysis.ts';
import { AnalysisTable } from './analysis-table.tsx';

/** One document's checks, fetched from its analysis (paid); locked, in progress and failed states included. */
export function DocumentAnalysisTable({
  document,
}: {
  document: Pick<DocumentResource, 'id' | 'status' | 'originalName'>;
}) {
  const result = useDocumentAnalysis(document);
  if (result.state === 'locked')
    return (
      <p className="text-sm text-slate-700">
        <Link href="/pricing" className="font-medium text-brand-700 underline">
          Unlock AI analysis results
        </Link>{' '}
        to see every check of this document.
      </p>
    );
  if (result.state === 'analyzing') return <p className="text-sm text-slate-700">Analysis in progress...</p>;
  if (result.state === 'error') return <p className="text-sm text-red-800">{result.message}</p>;
  return (
    <div className="space-y-2">
      <AnalysisTable analysis={result.analysis} status={result.status} caption={`Checks of ${document.originalName}`} />
      {result.verificationErrors.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-red-800" aria-label="Issues found">
          {result.verificationErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
