import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DocumentAnalysisResponse } from '#shared/schemas/document-analysis.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
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
  const fileUrl = useDocumentFileUrl(document.id);
  const photo = document.type === 'photo' ? PhotoAnalysisSchema.safeParse(analysis.data?.analysis) : null;

  return (
    <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      {fileUrl.error && (
        <p role="alert" className="text-red-800">
          {fileUrl.error}
        </p>
      )}
      {photo?.success ? (
        <>
          <PhotoOverlay analysis={photo.data} previewUrl={fileUrl.url} />
          <PhotoChecklist analysis={photo.data} />
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
  const entries =
    data.analysis && typeof data.analysis === 'object' ? Object.entries(data.analysis as Record<string, unknown>) : [];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-slate-600">Analysis</dt>
      <dd>{data.status}</dd>
      {data.verificationErrors.map((e) => (
        <dd key={e} className="col-span-2 text-red-800">
          {e}
        </dd>
      ))}
      {entries
        .filter(([, v]) => typeof v !== 'object' || v === null)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="break-words">{typeof v === 'boolean' ? (v ? 'Pass' : 'Fail') : String(v)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The decrypted file as an object URL (fetched with the session, revoked on unmount). */
function useDocumentFileUrl(documentId: number): { url: string | undefined; error: string | undefined } {
  const [state, setState] = useState<{ url: string | undefined; error: string | undefined }>({
    url: undefined,
    error: undefined,
  });
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
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
  }, [documentId]);
  return state;
}
