import type { DocumentType } from '#shared/schemas/documents.ts';
import type { AnalysisMime, AnalysisSummary } from '../../analysis/analyze-document.ts';
import { overBudgetReason, type UploadWork } from '../../analysis/upload/work-budget.ts';
import type { AppContext } from '../../context.ts';
import { analysisOutcome } from './analysis-outcome.ts';
import { AnalysisInputFailure, AnalysisTimeoutError } from '../../jobs/analysis-pool.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { emails } from '../../mail/templates.ts';
import { findApplication } from '../../repositories/applications.repository.ts';
import { findDocument, updateDocument, type DocumentRow } from '../../repositories/documents.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { notifyApplicant } from '../admin/notify-applicant.ts';

export const ANALYZE_DOCUMENT_JOB = 'analyze-document';

export const TIMEOUT_REASON =
  'The analysis of this file took too long and was stopped. Try a smaller or clearer scan (one page, under 5 MB).';
export const GAVE_UP_REASON =
  'We could not analyse this file because of a problem on our side. Please upload it again; if it keeps failing, contact support.';

/** Reads the blob, analyses it in a worker thread and records the result on the document. */
export function analyzeDocumentJob(ctx: AppContext): JobDefinition<{ documentId: number; work?: UploadWork }> {
  const markFailed = (id: number, reason: string) =>
    updateDocument(ctx.db, id, { status: 'failed', verification_errors: JSON.stringify([reason]), ai_analysis: null });

  return {
    name: ANALYZE_DOCUMENT_JOB,
    lockMs: 30_000,
    maxAttempts: 3,
    async handle({ documentId, work }) {
      const doc = await findDocument(ctx.db, documentId);
      if (!doc || doc.status !== 'uploaded') return; // deleted or replaced meanwhile, or already done
      // The work measured at upload is checked before the analysis takes a thread.
      const overBudget = work ? overBudgetReason(work) : null;
      if (overBudget) return markFailed(documentId, overBudget);
      const bytes = await ctx.blobs.get(doc.filename);
      let result: AnalysisSummary;
      try {
        result = (await ctx.analysis.analyze(
          doc.type as DocumentType,
          doc.mime_type as AnalysisMime,
          bytes,
        )) as AnalysisSummary;
      } catch (error) {
        // The file itself is the problem, or it overran: retrying cannot help, so say what to do.
        if (error instanceof AnalysisInputFailure) return markFailed(documentId, error.message);
        if (error instanceof AnalysisTimeoutError) return markFailed(documentId, TIMEOUT_REASON);
        throw error;
      }
      const still = await findDocument(ctx.db, documentId);
      if (!still) return;
      const outcome = analysisOutcome(result);
      await updateDocument(ctx.db, documentId, {
        status: outcome.status,
        verification_errors: JSON.stringify(outcome.verificationErrors),
        ai_analysis: JSON.stringify(result),
      });
      if (outcome.notify) await mailVerificationResult(ctx, still, result);
    },
    async onGiveUp({ documentId }) {
      await markFailed(documentId, GAVE_UP_REASON);
    },
  };
}

/** Verification success / failed e-mail; the reasons are paid analysis, so only users with access get them. */
async function mailVerificationResult(ctx: AppContext, doc: DocumentRow, result: AnalysisSummary): Promise<void> {
  const app = await findApplication(ctx.db, doc.application_id);
  const user = app ? await findUserById(ctx.db, app.user_id) : undefined;
  if (!app || !user) return;
  const applicationId = app.id;
  await notifyApplicant(ctx, app, (name) =>
    result.isCompliant
      ? emails.verificationSuccess({ name, applicationId })
      : emails.verificationFailed({ name, applicationId, reasons: user.has_access === 1 ? result.issues : [] }),
  );
}
