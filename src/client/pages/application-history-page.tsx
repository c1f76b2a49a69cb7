import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { APPLICATION_TYPE_LABELS, type Application } from '#shared/schemas/applications.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { ApplicationStatusBadge } from '#client/features/applications/application-status-badge.tsx';
import { NewApplicationLink } from '#client/features/applications/new-application-link.tsx';
import { useApplications } from '#client/features/application/use-application.ts';
import { formatDate } from '#client/lib/format-date.ts';
import { BackToDashboard } from './public/parts/back-link.tsx';
import { PAGE_CLASS, PageIntro } from './public/parts/page-intro.tsx';
import { ReadinessLine } from '#client/features/applications/readiness-line.tsx';
import { FileByLine } from '#client/features/timeline/file-by-line.tsx';

/** Every application of the signed-in user, newest first, each with a way into it (docs/product.md §5). */
export function ApplicationHistoryPage() {
  const list = useApplications();
  const applications = list.data ?? [];
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToDashboard />} title="Application History">
        <p>All your passport applications, with their status and when they last changed.</p>
      </PageIntro>
      <div className="mb-6 flex justify-end">
        <NewApplicationLink />
      </div>
      {list.isLoading && <Spinner label="Loading your applications..." />}
      {list.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          We could not load your applications. Please reload the page.
        </p>
      )}
      {list.isSuccess && applications.length === 0 && <EmptyHistory />}
      {applications.length > 0 && (
        <ul className="space-y-4" aria-label="Your applications">
          {applications.map((app) => (
            <li key={app.id}>
              <HistoryItem application={app} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function HistoryItem({ application: app }: { application: Application }) {
  const title = APPLICATION_TYPE_LABELS[app.type];
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <ApplicationStatusBadge status={app.status} />
        </div>
        <ReadinessLine application={app} />
        <FileByLine application={app} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_auto_auto_auto_auto_auto]">
          <dt>Application ID</dt>
          <dd className="font-medium text-slate-900">#{app.id}</dd>
          <dt>Created</dt>
          <dd className="font-medium text-slate-900">{formatDate(app.createdAt)}</dd>
          <dt>Last updated</dt>
          <dd className="font-medium text-slate-900">{formatDate(app.updatedAt)}</dd>
        </dl>
      </div>
      <Link href={`/application/${app.id}`} className={buttonClass('outline', 'md', 'shrink-0')}>
        View<span className="sr-only"> application #{app.id}</span>
      </Link>
    </Card>
  );
}

function EmptyHistory() {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <FileText className="size-10 text-slate-500" aria-hidden />
      <h2 className="text-xl font-semibold text-slate-900">No applications yet</h2>
      <p className="max-w-md text-slate-700">
        Start your first passport application. We check your photo and documents before you submit.
      </p>
      <NewApplicationLink label="Start your first application" className="mt-2" />
    </Card>
  );
}
