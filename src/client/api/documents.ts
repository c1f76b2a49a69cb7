import { successSchema } from '#shared/schemas/common.ts';
import { documentAnalysisResponseSchema } from '#shared/schemas/document-analysis.ts';
import { documentListSchema } from '#shared/schemas/documents.ts';
import { storedDocumentListSchema } from '#shared/schemas/plans.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/**
 * src/server/routes/documents.routes.ts, analysis.routes.ts and storage.routes.ts. The upload itself is
 * features/documents/upload-file.ts (XMLHttpRequest for progress), parsed with documentSchema.
 */

export const documentsQuery = (applicationId: number) =>
  apiQuery(documentListSchema, `/api/applications/${applicationId}/documents`);
export const documentAnalysisQuery = (documentId: number) =>
  apiQuery(documentAnalysisResponseSchema, `/api/documents/${documentId}/analysis`);
export const userDocumentsQuery = () => apiQuery(storedDocumentListSchema, '/api/user-documents');

export const deleteDocument = (documentId: number) => callApi(successSchema, 'DELETE', `/api/documents/${documentId}`);
