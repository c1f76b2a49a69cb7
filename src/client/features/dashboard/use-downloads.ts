import { useMutation } from '@tanstack/react-query';
import { PLANS } from '#shared/constants.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { downloadAs, reportFileName } from './download.ts';

export type ReportFormat = 'txt' | 'pdf';

export const reportUrl = (applicationId: number, format: ReportFormat) =>
  `/api/applications/${applicationId}/detailed-report${format === 'pdf' ? '?format=pdf' : ''}`;

/** The detailed verification report as .txt (spec name passport-verification-report-{id}) or PDF. */
export function useReportDownload() {
  return useMutation({
    mutationFn: ({ applicationId, format }: { applicationId: number; format: ReportFormat }) =>
      downloadAs(reportUrl(applicationId, format), reportFileName(applicationId, format)),
    onSuccess: () =>
      toast({
        title: 'Report Downloaded',
        description: 'Your detailed verification report has been downloaded.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Download Failed',
        description: errorMessage(error, 'Unable to download the report.'),
        variant: 'destructive',
      }),
  });
}

/**
 * One of the application's own documents, decrypted by the server and saved under its own name (the
 * original's fixed id 70 is a defect, see docs/decisions/0018-plan-dashboards-client.md).
 */
export function useDocumentDownload(plan: 'pro' | 'express') {
  return useMutation({
    mutationFn: (doc: Pick<DocumentResource, 'id' | 'originalName'>) =>
      downloadAs(
        `/api/documents/${doc.id}/${plan === 'pro' ? 'secure-download' : 'express-download'}`,
        doc.originalName,
      ),
    onSuccess: (_result, doc) =>
      toast({
        title: 'Document Downloaded',
        description:
          plan === 'express'
            ? `${doc.originalName} has been downloaded. Available for ${PLANS.express.storageMonths} months.`
            : `${doc.originalName} has been downloaded securely.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Download Failed',
        description: errorMessage(error, 'Unable to download secure document.'),
        variant: 'destructive',
      }),
  });
}
