import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { ANALYSIS_POLL_MS } from '#shared/constants.ts';
import type { DocumentAnalysisResponse } from '#shared/schemas/document-analysis.ts';
import type { DocumentResource, DocumentStatus } from '#shared/schemas/documents.ts';
import { documentAnalysisQuery } from '#client/api/documents.ts';
import { ApiError, errorMessage } from '#client/lib/api.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';

/** GET /api/documents/{id}/analysis. `analysis` is null while the document is still being analysed. */
export type AnalysisResponse = DocumentAnalysisResponse;

type AnalysisResult = { locked: true } | { locked: false; response: AnalysisResponse };

/** 402 means the user has not paid for analysis: that is a state to show, not an error. */
function analysisResultQuery(documentId: number) {
  const { queryKey, queryFn } = documentAnalysisQuery(documentId);
  return {
    queryKey: [...queryKey],
    queryFn: async (context: QueryFunctionContext): Promise<AnalysisResult> => {
      try {
        return { locked: false, response: await queryFn(context) };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'analysis_locked') return { locked: true };
        throw error;
      }
    },
  };
}

function stillAnalysing(result: AnalysisResult | undefined): boolean {
  return result !== undefined && !result.locked && result.response.status === 'uploaded';
}

export type DocumentAnalysisState =
  | { state: 'locked' }
  | { state: 'analyzing' }
  | { state: 'done'; status: DocumentStatus; analysis: unknown; verificationErrors: string[] }
  | { state: 'error'; message: string };

/**
 * The analysis of one document, polled every 2 s while it is in progress. Photo and address panels pass
 * requiresAccess so nothing is fetched for a user without paid access (docs/product.md §9, §10); the server answers 402
 * anyway, which also becomes 'locked'.
 */
export function useDocumentAnalysis(
  document: Pick<DocumentResource, 'id' | 'status'> | undefined,
  { requiresAccess = true }: { requiresAccess?: boolean } = {},
): DocumentAnalysisState {
  const { user, isLoading: authLoading } = useAuth();
  const hasAccess = user?.hasAccess === true;
  const enabled = document !== undefined && (!requiresAccess || hasAccess);
  const query = useQuery({
    ...analysisResultQuery(document?.id ?? 0),
    enabled,
    refetchInterval: (q) => (stillAnalysing(q.state.data) ? ANALYSIS_POLL_MS : false),
  });

  if (requiresAccess && !authLoading && !hasAccess) return { state: 'locked' };
  if (query.isError) return { state: 'error', message: errorMessage(query.error) };
  const result = query.data;
  if (!result || stillAnalysing(result)) return { state: 'analyzing' };
  if (result.locked) return { state: 'locked' };
  const { status, analysis, verificationErrors } = result.response;
  return { state: 'done', status, analysis, verificationErrors };
}
