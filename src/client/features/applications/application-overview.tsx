import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { resolveApplicationCase, todayIso } from '#shared/case/index.ts';
import {
  APPLICATION_TYPE_LABELS,
  CONSULATE_LABELS,
  COUNTRY_LABELS,
  reviewStatusLabel,
  REASON_LABELS,
  SUBMITTED_STATUSES,
  TIMELINE_LABELS,
  canOwnerEdit,
  type Application,
} from '#shared/schemas/applications.ts';
import {
  DOCUMENT_TYPE_LABELS,
  documentStatusLabel,
  documentStatusTone,
  formatBytes,
} from '#shared/schemas/documents.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useApplicationDocuments } from '#client/features/documents/use-documents.ts';
import { DocumentAnalysisTable } from '#client/features/reports/document-analysis-table.tsx';
import { formatDate, formatDateTime } from '#client/lib/format-date.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { ReadinessLine } from './readiness-line.tsx';
import { useRuleOverrides } from '#client/features/case/use-rule-overrides.ts';
import { TimelineSection } from '#client/features/timeline/timeline-section.tsx';

/** The step the editable flow should open on: configuration first, then uploads, then the form. */
function editStep(app: Application, documentCount: number): number {
  if (app.status === 'draft' || app.config === null) return 1;
  if (SUBMITTED_STATUSES.includes(app.status)) return 4;
  return documentCount > 0 ? 3 : 2;
}

/** One application, read-only: its facts, documents and analysis, and the way back into editing. */
export function ApplicationOverview({ application: app }: { application: Application }) {
  const documents = useApplicationDocuments(app.id);
  const docs = documents.data ?? [];
  const overrides = useRuleOverrides();
  const editable = canOwnerEdit(app.status);
  const facts: [string, string][] = [
    ['Application ID', `#${app.id}`],
    ['Created', formatDate(app.createdAt)],
    ['Last updated', formatDateTime(app.updatedAt)],
    ['Expert review', reviewStatusLabel(app.manualReviewStatus, app.reviewVerdict)],
    ['Priority processing', app.priorityProcessing ? 'Enabled' : 'Off'],
  ];
  // The mission and the service come from the resolved case: a new application has no reason for renewal.
  const resolved = resolveApplicationCase(app, todayIso(), overrides);
  if (app.config) {
    facts.push(['Country of residence', COUNTRY_LABELS[app.config.countryOfResidence]]);
    if (app.type === 'renewal') facts.push(['Reason', REASON_LABELS[app.config.reason]]);
    if (resolved) facts.push(['Service', resolved.wording.service]);
    facts.push(
      ['Consulate', resolved?.mission?.name ?? CONSULATE_LABELS[app.config.consulate]],
      ['Timeline', TIMELINE_LABELS[app.config.timeline]],
    );
  }
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <Link
        href="/application-history"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Application History
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {APPLICATION_TYPE_LABELS[app.type]} <span className="text-slate-600">#{app.id}</span>
          </h1>
          <ApplicationStatusBadge status={app.status} />
          <ReadinessLine application={app} className="basis-full" />
        </div>
        {editable ? (
          <Link
            href={`/application/${app.id}?step=${editStep(app, docs.length)}`}
            data-main-action
            className={buttonClass()}
          >
            <Pencil className="size-4" aria-hidden /> Continue editing
          </Link>
        ) : (
          <p className="text-sm text-slate-700">
            This application is with our review team and can no longer be edited.
          </p>
        )}
      </div>

      {app.detailsSavedAt && (
        <div className="mt-6">
          <TimelineSection applicationId={app.id} />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="text-base">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {app.manualReviewNotes && (
              <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                <span className="font-semibold">Review notes:</span> {app.manualReviewNotes}
              </p>
            )}
          </CardContent>
        </Card>

        <section aria-labelledby="documents-title" className="min-w-0 space-y-4">
          <h2 id="documents-title" className="text-xl font-semibold text-slate-900">
            Documents ({docs.length})
          </h2>
          {documents.isSuccess && docs.length === 0 && <p className="text-slate-700">No documents uploaded yet.</p>}
          {docs.map((doc) => (
            <Card key={doc.id} className="p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{DOCUMENT_TYPE_LABELS[doc.type]}</h3>
                  <p className="text-sm break-all text-slate-700">
                    {doc.originalName} · {formatBytes(doc.size)} · uploaded {formatDate(doc.uploadedAt)}
                  </p>
                </div>
                <Badge tone={documentStatusTone(doc.status)}>{documentStatusLabel(doc.status)}</Badge>
              </div>
              <div className="mt-3">
                <DocumentAnalysisTable document={doc} />
              </div>
              {doc.manualReviewNotes && (
                <p className="mt-3 text-sm text-slate-800">
                  <span className="font-semibold">Reviewer notes:</span> {doc.manualReviewNotes}
                </p>
              )}
            </Card>
          ))}
        </section>
      </div>
    </main>
  );
}
