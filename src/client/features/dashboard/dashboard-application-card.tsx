import { Download, Eye, FileBarChart, MessageSquare, UserCheck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { APPLICATION_TYPE_LABELS, type Application } from '#shared/schemas/applications.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Badge, Card } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ApplicationStatusBadge } from '#client/features/applications/application-status-badge.tsx';
import { formatDate } from '#client/lib/format-date.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { ReportDialogBody } from './report-dialog-body.tsx';
import { ReviewPanel, ReviewStatusBadge } from './review-panel.tsx';
import { SecureDownloadBody } from './secure-download-body.tsx';
import { useEnablePriority } from './use-application-actions.ts';
import { ReadinessLine } from '#client/features/applications/readiness-line.tsx';
import { FileByLine } from '#client/features/timeline/file-by-line.tsx';

type Open = 'review' | 'report' | 'download' | 'feedback' | null;

const WORDS = {
  pro: {
    review: 'Manual Review',
    request: 'Request Manual Review',
    priority: 'Enable Priority',
    priorityOn: 'Priority Processing',
    report: 'Detailed Report',
    reportTitle: 'Detailed Verification Report',
    download: 'Secure Download',
  },
  express: {
    review: 'Expert Review',
    request: 'Request Expert Review',
    priority: 'Express Priority',
    priorityOn: 'Express Priority',
    report: 'Comprehensive Report',
    reportTitle: 'Comprehensive Verification Report',
    download: 'Download',
  },
} as const;

/** One application on a paid dashboard with its action row (docs/product.md §4) and the dialogs behind it. */
export function DashboardApplicationCard({
  application: app,
  plan,
}: {
  application: Application;
  plan: 'pro' | 'express';
}) {
  const [open, setOpen] = useState<Open>(null);
  const priority = useEnablePriority(plan);
  const words = WORDS[plan];
  const name = `${APPLICATION_TYPE_LABELS[app.type]} #${app.id}`;
  const close = () => setOpen(null);
  return (
    <Card className="p-5" data-testid={`dashboard-application-${app.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
          {app.clientName && <p className="text-sm font-medium text-slate-800">For {app.clientName}</p>}
          <p className="text-sm text-slate-700">
            Created {formatDate(app.createdAt)} · Last updated {formatDate(app.updatedAt)}
          </p>
          <ReadinessLine application={app} className="mt-1" />
          <FileByLine application={app} className="mt-1" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={app.status} />
          <ReviewStatusBadge status={app.manualReviewStatus} verdict={app.reviewVerdict} />
          {app.priorityProcessing && (
            <Badge tone="blue">
              <Zap className="mr-1 size-3" aria-hidden /> {words.priorityOn}
            </Badge>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${name}`}>
        <Link href={`/application/${app.id}`} className={buttonClass('outline', 'sm')}>
          <Eye className="size-4" aria-hidden /> View
        </Link>
        <Button variant="outline" size="sm" onClick={() => setOpen('review')}>
          <UserCheck className="size-4" aria-hidden />
          {app.manualReviewStatus === 'pending' ? words.request : words.review}
        </Button>
        {!app.priorityProcessing && (
          <Button variant="outline" size="sm" disabled={priority.isPending} onClick={() => priority.mutate(app.id)}>
            <Zap className="size-4" aria-hidden /> {priority.isPending ? 'Enabling...' : words.priority}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setOpen('report')}>
          <FileBarChart className="size-4" aria-hidden /> {words.report}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen('download')}>
          <Download className="size-4" aria-hidden /> {words.download}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen('feedback')}>
          <MessageSquare className="size-4" aria-hidden /> Feedback
        </Button>
      </div>

      <Dialog open={open === 'review'} onClose={close} title={`${words.review}: ${name}`}>
        <ReviewPanel application={app} kind={plan === 'pro' ? 'manual' : 'expert'} onRequested={close} />
      </Dialog>
      <Dialog open={open === 'report'} onClose={close} title={words.reportTitle} size="lg">
        <ReportDialogBody application={app} />
      </Dialog>
      <Dialog open={open === 'download'} onClose={close} title={`${words.download}: ${name}`}>
        <SecureDownloadBody application={app} plan={plan} />
      </Dialog>
      <Dialog open={open === 'feedback'} onClose={close} title={`Feedback on ${name}`}>
        <FeedbackForm applicationId={app.id} />
      </Dialog>
    </Card>
  );
}
