import { BUDDY_ANCHORS } from '#shared/schemas/buddy.ts';
import { useEffect } from 'react';
import { AddressProofAnalysisSchema, type AddressProofDocumentType } from '#shared/schemas/document-analysis.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { Badge } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { claimToast, FieldList, IssuesAndSuggestions } from './analysis-parts.tsx';
import { DocumentPanel } from './document-panel.tsx';
import { useDocumentAnalysis } from './use-document-analysis.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { ADDRESS_DOCUMENT_TYPE_WORDS } from '#shared/domain/analysis-rows.ts';
import { TEXT_SOURCE_WORDS } from '#shared/domain/plain-words.ts';
import { HowWeMeasured } from './how-we-measured.tsx';

const DOCUMENT_TYPE_NAMES: Readonly<Record<AddressProofDocumentType, string>> = ADDRESS_DOCUMENT_TYPE_WORDS;

/** 'Document Analysis': the address proof's type, validity, what was read from it and what to fix. */
export function AddressAnalysisPanel({ document }: { document: DocumentResource }) {
  const result = useDocumentAnalysis(document);
  const done = result.state === 'done' ? result : null;
  const parsed = done ? AddressProofAnalysisSchema.safeParse(done.analysis) : null;
  const analysis = parsed?.success ? parsed.data : null;
  const status = done?.status ?? document.status;

  const outcome = done?.status;
  useEffect(() => {
    if (outcome === 'verified' && claimToast(`address-${document.id}-verified`)) {
      toast({ title: 'Document Accepted!', description: 'Your address proof passed the checks.', variant: 'success' });
    }
  }, [outcome, document.id]);

  return (
    <DocumentPanel
      title="Document Analysis"
      testId="address-analysis-panel"
      anchor={BUDDY_ANCHORS.addressAnalysis}
      subject="address proof"
      status={status}
      result={result}
      hasAnalysis={analysis !== null}
    >
      {analysis && (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-900">{DOCUMENT_TYPE_NAMES[analysis.documentType]}</span>
            <Badge tone={analysis.isValid ? 'green' : 'red'}>{analysis.isValid ? 'Valid' : 'Invalid'}</Badge>
            <span className="text-slate-700">{Math.round(analysis.confidence * 100)}% confidence</span>
          </div>
          <FieldList
            fields={[
              { label: 'Document type', value: DOCUMENT_TYPE_NAMES[analysis.documentType] },
              { label: 'Name', value: analysis.extractedData.name },
              { label: 'Address', value: analysis.extractedData.address },
              { label: 'Document date', value: formatCalendarDate(analysis.extractedData.date) },
              { label: 'Expiry date', value: formatCalendarDate(analysis.extractedData.expiryDate) },
            ]}
          />
          <IssuesAndSuggestions issues={analysis.issues} suggestions={analysis.suggestions} />
          <HowWeMeasured>
            Text {TEXT_SOURCE_WORDS[analysis.source]};{' '}
            {analysis.ageDays === null
              ? 'no date found on the document'
              : `dated ${analysis.ageDays} days before the check (it must be 3 months old at most)`}
            .
          </HowWeMeasured>
        </>
      )}
    </DocumentPanel>
  );
}
