import type { DocumentAnalysisResponse, StoredAnalysis } from '#shared/schemas/document-analysis.ts';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findOwnedDocument, type DocumentRow } from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';

export const ANALYSIS_LOCKED =
  'AI analysis results are a paid feature. Unlock them on the pricing page to see this analysis.';

/** The owner's document, and only with paid access: analysis still runs, so results show the moment it unlocks. */
export async function requireAnalysisAccess(db: Db, user: UserRow, documentId: number): Promise<DocumentRow> {
  const doc = await findOwnedDocument(db, user.id, documentId);
  if (!doc) throw notFound('Document');
  if (user.has_access !== 1) throw new AppError(402, ANALYSIS_LOCKED, { code: 'analysis_locked' });
  return doc;
}

/** The stored analysis as the analyser wrote it; the route's response schema checks it on the way out. */
export function toAnalysisResponse(doc: DocumentRow): DocumentAnalysisResponse {
  return {
    documentId: doc.id,
    type: doc.type as DocumentAnalysisResponse['type'],
    status: doc.status as DocumentAnalysisResponse['status'],
    analysis: doc.ai_analysis ? (JSON.parse(doc.ai_analysis) as StoredAnalysis) : null,
    verificationErrors: JSON.parse(doc.verification_errors) as string[],
  };
}
