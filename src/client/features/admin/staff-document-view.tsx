import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DocumentAnalysisResponse } from '#shared/schemas/document-analysis.ts';
import { documentStatusLabel, type DocumentResource } from '#shared/schemas/documents.ts';
import { AnalysisTable } from '#client/features/reports/analysis-table.tsx';
import { PhotoAnalysisSchema } from '#shared/schemas/photo-analysis.ts';
import { staffDocumentAnalysisQuery } from '#client/api/admin.ts';
import { apiRequest, errorMessage } from '#client/lib/api.ts';
import { PhotoChecklist } from '#client/features/analysis/photo-checklist.tsx';
import { PhotoOverlay } from '#client/features/analysis/photo-overlay.tsx';
import { ReviewerNotes } from './reviewer-notes.tsx';

type StaffAnalysis = DocumentAnalysisResponse;

/** One document as staff see it: the decrypted file beside its analysis (a photo with its face box and checks). */
export function StaffDocumentView({ document }: { document: DocumentResource }) {
  const analysis = useQuery(staffDocumentAnalysisQuery(document.id));
  const isPhoto = document.type === 'photo';
  // A photo is shown from its (audited) thumbnail; other files are opened whole.
  const fileUrl = useDocumentFileUrl(document.id, !isPhoto);
  const photo = isPhoto ? PhotoAnalysisSchema.safeParse(analysis.data?.analysis) : null;

  return (
    <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      {fileUrl.error && (
        <p role="alert" className="text-red-800">
          {fileUrl.error}
        </p>
      )}
      {isPhoto ? (
        <>
          <PhotoOverlay
            analysis={photo?.success ? photo.data : null}
            src={`/api/admin/documents/${document.id}/thumbnail`}
          />
          {photo?.success && <PhotoChecklist analysis={photo.data} status={analysis.data?.status} />}
          {!photo?.success && analysis.data && <AnalysisFacts data={analysis.data} />}
        </>
      ) : (
        <>
          {fileUrl.url && document.mimeType.startsWith('image/') && (
            <img
              src={fileUrl.url}
              alt={`${document.originalName} as uploaded`}
              className="max-h-80 rounded border border-slate-200"
            />
          )}
          {fileUrl.url && !document.mimeType.startsWith('image/') && (
            <a href={fileUrl.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              Open {document.originalName}
            </a>
          )}
          {analysis.data && <AnalysisFacts data={analysis.data} />}
        </>
      )}
      <ReviewerNotes documentId={document.id} initial={document.manualReviewNotes ?? ''} />
    </div>
  );
}

function AnalysisFacts({ data }: { data: StaffAnalysis }) {
  return (
    <div className="space-y-2">
      <p>
        <span className="text-slate-600">Analysis: </span>
        {documentStatusLabel(data.status)}
      </p>
      {data.verificationErrors.length > 0 && (
        <ul className="list-disc pl-5 text-red-800" aria-label="Issues found">
          {data.verificationErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <AnalysisTable analysis={data.analysis} status={data.status} caption="Checks of this document" />
    </div>
  );
}

/** The decrypted file as an object URL (fetched with the session, revoked on unmount). */
function useDocumentFileUrl(
  documentId: number,
  enabled: boolean,
): { url: string | undefined; error: string | undefined } {
  const [state, setState] = useState<{ url: string | undefined; error: string | undefined }>({
    url: undefined,
    error: undefined,
  });
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    if (!enabled) return;
    apiRequest('GET', `/api/admin/documents/${documentId}/file`)
      .then((res) => res.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (!cancelled) setState({ url, error: undefined });
      })
      .catch(
        (error: unknown) =>
          !cancelled && setState({ url: undefined, error: errorMessage(error, 'Failed to open the document.') }),
      );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentId, enabled]);
  return state;
}
