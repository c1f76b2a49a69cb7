import {
  adminApplicationPageSchema,
  adminNotificationResultSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  auditPageSchema,
  reviewQueueSchema,
  type AdminApplicationsQuery,
  type AuditQuery,
  type CompleteReviewBody,
} from '#shared/schemas/admin.ts';
import { applicationSchema } from '#shared/schemas/applications.ts';
import { adminCaseRuleListSchema, adminCaseRuleSchema } from '#shared/schemas/case-rules.ts';
import { documentAnalysisResponseSchema } from '#shared/schemas/document-analysis.ts';
import { documentSchema } from '#shared/schemas/documents.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/** src/server/routes/admin.routes.ts and admin-reviews.routes.ts (files: /export, /file are read as blobs). */

const toQuery = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const adminStatsQuery = () => apiQuery(adminStatsSchema, '/api/admin/stats');
export const adminApplicationsQuery = (q: AdminApplicationsQuery) =>
  apiQuery(adminApplicationPageSchema, `/api/admin/applications?${toQuery(q)}`);
export const reviewQueueQuery = () => apiQuery(reviewQueueSchema, '/api/admin/reviews');
export const adminUsersQuery = (search: string) =>
  apiQuery(adminUserListSchema, `/api/admin/users?${toQuery({ search })}`);
export const auditQuery = (q: AuditQuery) => apiQuery(auditPageSchema, `/api/admin/audit?${toQuery(q)}`);
export const staffDocumentAnalysisQuery = (documentId: number) =>
  apiQuery(documentAnalysisResponseSchema, `/api/admin/documents/${documentId}/analysis`);

export const sendStatusNotification = (applicationId: number) =>
  callApi(adminNotificationResultSchema, 'POST', '/api/admin/notifications', {
    applicationId,
    type: 'status_update',
  });
export type ReviewStep = 'assign' | 'start' | 'complete';
export const reviewStep = (id: number, step: ReviewStep, body?: CompleteReviewBody) =>
  callApi(applicationSchema, 'POST', `/api/admin/reviews/${id}/${step}`, body);
export const saveDocumentNotes = (id: number, notes: string) =>
  callApi(documentSchema, 'PATCH', `/api/admin/documents/${id}/notes`, { notes });
export const setUserRole = (id: number, role: 'user' | 'staff') =>
  callApi(adminUserSchema, 'PATCH', `/api/admin/users/${id}/role`, { role });

/** src/server/routes/case-rules.routes.ts: staff keep the case rules true. */
const caseRuleUrl = (id: string) => `/api/admin/case-rules/${encodeURIComponent(id)}`;
export const caseRulesQuery = () => apiQuery(adminCaseRuleListSchema, '/api/admin/case-rules');
export const recheckCaseRule = (id: string) => callApi(adminCaseRuleSchema, 'POST', `${caseRuleUrl(id)}/recheck`);
export const editCaseRule = (id: string, value: unknown) =>
  callApi(adminCaseRuleSchema, 'PATCH', caseRuleUrl(id), { value });
