import { AlertTriangle, Download, FileText } from 'lucide-react';
import { APPLICATION_TYPE_LABELS, type Application } from '#shared/schemas/applications.ts';
import { DOCUMENT_TYPE_LABELS, documentStatusLabel, documentStatusTone } from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge } from '#client/components/ui/card.tsx';
import { ApplicationStatusBadge } from '#client/features/applications/application-status-badge.tsx';
import { useApplicationDocuments } from '#client/features/documents/use-documents.ts';
import { DocumentAnalysisTable } from '#client/features/reports/document-analysis-table.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { useReportDownload } from './use-downloads.ts';

const STATUS_NOTES: Partial<Record<Application['status'], { tone: string; text: string }>> = {
  rejected: {
    tone: 'border-red-300 bg-red-50 text-red-950',
    text: 'This application was rejected. Read the reviewer notes below, fix what they point out and start a new application, or contact support.',
  },
  failed: {
    tone: 'border-red-300 bg-red-50 text-red-950',
    text: 'Verification failed. Replace the documents marked Fail and submit again.',
  },
  completed: { tone: 'border-green-300 bg-green-50 text-green-950', text: 'Verification is complete.' },
};

/** The detailed verification report (docs/product.md §4): every document's checks, reviewer notes, downloads, feedback. */
export function ReportDialogBody({ application: app }: { application: Application }) {
  const documents = useApplicationDocuments(app.id);
  const docs = documents.data ?? [];
  const download = useReportDownload();
  const note = STATUS_NOTES[app.status];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>
          {APPLICATION_TYPE_LABELS[app.type]} #{app.id}
        </span>
        <ApplicationStatusBadge status={app.status} />
      </div>
      {note && (
        <p role="status" className={`flex gap-2 rounded-md border p-3 text-sm ${note.tone}`}>
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {note.text}
        </p>
      )}
      {app.manualReviewNotes && (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">Review notes:</span> {app.manualReviewNotes}
        </p>
      )}
      {documents.isLoading && <p className="text-sm text-slate-700">Loading documents...</p>}
      {documents.isSuccess && docs.length === 0 && (
        <p className="text-sm text-slate-700">No documents uploaded yet, so there is nothing to report.</p>
      )}
      {docs.map((doc) => (
        <section key={doc.id} aria-label={`${DOCUMENT_TYPE_LABELS[doc.type]} results`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <FileText className="size-4" aria-hidden /> {DOCUMENT_TYPE_LABELS[doc.type]}
            </h3>
            <Badge tone={documentStatusTone(doc.status)}>{documentStatusLabel(doc.status)}</Badge>
          </div>
          <p className="text-xs break-all text-slate-700">{doc.originalName}</p>
          <DocumentAnalysisTable document={doc} />
          {doc.manualReviewNotes && (
            <p className="text-sm text-slate-800">
              <span className="font-semibold">Reviewer notes:</span> {doc.manualReviewNotes}
            </p>
          )}
        </section>
      ))}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() => download.mutate({ applicationId: app.id, format: 'txt' })}
        >
          <Download className="size-4" aria-hidden /> Download Report (.txt)
        </Button>
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() => download.mutate({ applicationId: app.id, format: 'pdf' })}
        >
          <Download className="size-4" aria-hidden /> Download PDF
        </Button>
      </div>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-2 font-semibold text-slate-900">Feedback</h3>
        <FeedbackForm applicationId={app.id} />
      </div>
    </div>
  );
}
