import type { DocumentStatus } from '#shared/schemas/documents.ts';
import type { AnalysisSummary } from '../../analysis/analyze-document.ts';

/**
 * What a finished analysis does to its document: verified, failed with the issues as reasons, or, for a photo
 * where nothing failed but some check could not be measured, 'review': a person looks at it, nothing is
 * rejected and no verification e-mail goes out yet. (A passport's needsHumanReview also covers invalid
 * passports, which do fail, so only photos go to review this way.)
 */
export function analysisOutcome(result: AnalysisSummary): {
  status: DocumentStatus;
  verificationErrors: string[];
  notify: boolean;
} {
  if (result.isCompliant) return { status: 'verified', verificationErrors: [], notify: true };
  if (result.kind === 'photo' && result.needsHumanReview === true)
    return { status: 'review', verificationErrors: [], notify: false };
  return { status: 'failed', verificationErrors: result.issues, notify: true };
}
