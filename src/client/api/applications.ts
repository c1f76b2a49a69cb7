import {
  applicationListSchema,
  applicationSchema,
  feedbackResponseSchema,
  type CreateApplicationBody,
  type UpdateApplicationBody,
} from '#shared/schemas/applications.ts';
import type { z } from 'zod';
import type { manualReviewRequestBodySchema } from '#shared/schemas/applications.ts';
import { buddyResponseSchema } from '#shared/schemas/buddy.ts';
import type { DetailsSaveBody } from '#shared/schemas/renewal-form.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/** src/server/routes/applications.routes.ts and reviews.routes.ts */

export const applicationsQuery = () => apiQuery(applicationListSchema, '/api/applications');
export const completedApplicationsQuery = () => apiQuery(applicationListSchema, '/api/applications/completed');
export const applicationQuery = (id: number) => apiQuery(applicationSchema, `/api/applications/${id}`);
/** `version` is part of the key only: a new version refetches. */
export const buddyQuery = (id: number, version: string) =>
  apiQuery(buddyResponseSchema, `/api/applications/${id}/buddy`, version);

export const createApplication = (body: CreateApplicationBody) =>
  callApi(applicationSchema, 'POST', '/api/applications', body);
export const updateApplication = (id: number, body: UpdateApplicationBody) =>
  callApi(applicationSchema, 'PATCH', `/api/applications/${id}`, body);
export const saveApplicationDetails = (id: number, body: DetailsSaveBody) =>
  callApi(applicationSchema, 'POST', `/api/applications/${id}/details`, body);

export type ReviewPath = 'manual-review' | 'expert-review';
export const requestReview = (id: number, path: ReviewPath, body: z.input<typeof manualReviewRequestBodySchema>) =>
  callApi(applicationSchema, 'POST', `/api/applications/${id}/${path}`, body);
export type PriorityPath = 'priority-processing' | 'express-priority';
export const enablePriority = (id: number, path: PriorityPath) =>
  callApi(applicationSchema, 'POST', `/api/applications/${id}/${path}`);
export const sendFeedback = (id: number, feedback: string) =>
  callApi(feedbackResponseSchema, 'POST', `/api/applications/${id}/feedback`, { feedback });
