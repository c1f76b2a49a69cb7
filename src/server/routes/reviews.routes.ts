import type { FastifyInstance } from 'fastify';
import type { PlanId } from '#shared/constants.ts';
import {
  applicationSchema,
  feedbackBodySchema,
  feedbackResponseSchema,
  manualReviewRequestBodySchema,
} from '#shared/schemas/applications.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { addFeedback } from '../domain/reviews/add-feedback.ts';
import { enablePriority } from '../domain/reviews/enable-priority.ts';
import { requestReview, type ReviewKind } from '../domain/reviews/request-review.ts';
import { errors, idParams, SIGNED_IN, typed } from '../http/contract.ts';

const TAGS = ['Reviews'];
const params = idParams('Application');
/** A visitor gets 401 before the id or the body is looked at. */

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  const review = (path: string, kind: ReviewKind, summary: string) =>
    api.post(
      `/api/applications/:id/${path}`,
      {
        config: { apiKey: 'write' },
        preValidation: signedIn,
        schema: {
          tags: TAGS,
          summary,
          params,
          body: manualReviewRequestBodySchema,
          response: { 200: applicationSchema, ...errors(400, 403, 404, 409, ...SIGNED_IN) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return requestReview({ ctx, user, id: request.params.id, kind, notes: request.body.notes });
      },
    );
  review('manual-review', 'manual', 'Ask a person to review the application (Pro or Express; once)');
  review('expert-review', 'expert', 'Ask an expert to review the application (Express; once)');

  const priority = (path: string, plans: readonly PlanId[], summary: string) =>
    api.post(
      `/api/applications/:id/${path}`,
      {
        config: { apiKey: 'write' },
        preValidation: signedIn,
        schema: {
          tags: TAGS,
          summary,
          params,
          response: { 200: applicationSchema, ...errors(403, 404, ...SIGNED_IN) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return enablePriority({ db: ctx.db, user, id: request.params.id, plans });
      },
    );
  priority('priority-processing', ['pro'], 'Turn on priority processing (Pro; cannot be turned off)');
  priority('express-priority', ['express'], 'Turn on Express priority (Express; cannot be turned off)');

  api.post(
    '/api/applications/:id/feedback',
    {
      config: { apiKey: 'write' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Tell us how the application went (Pro or Express)',
        params,
        body: feedbackBodySchema,
        response: { 201: feedbackResponseSchema, ...errors(400, 403, 404, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.code(201);
      return addFeedback({ db: ctx.db, user, id: request.params.id, feedback: request.body.feedback });
    },
  );
}
