import type { FastifyInstance } from 'fastify';
import { feedbackBodySchema, manualReviewRequestBodySchema } from '#shared/schemas/applications.ts';
import { requireUser } from '../auth/guards.ts';
import { addFeedback } from '../domain/reviews/add-feedback.ts';
import { enablePriority } from '../domain/reviews/enable-priority.ts';
import { requestReview, type ReviewKind } from '../domain/reviews/request-review.ts';
import { parseBody, parseId } from '../http/validate.ts';

type IdParams = { Params: { id: string } };

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const review = (path: string, kind: ReviewKind) =>
    app.post<IdParams>(`/api/applications/:id/${path}`, async (request) => {
      const user = await requireUser(request);
      const id = parseId(request.params.id, 'Application');
      const body = parseBody(manualReviewRequestBodySchema, request.body ?? {});
      return requestReview({ ctx, user, id, kind, notes: body.notes });
    });
  review('manual-review', 'manual');
  review('expert-review', 'expert');

  app.post<IdParams>('/api/applications/:id/priority-processing', async (request) => {
    const user = await requireUser(request);
    return enablePriority({ db: ctx.db, user, id: parseId(request.params.id, 'Application'), plans: ['pro'] });
  });

  app.post<IdParams>('/api/applications/:id/express-priority', async (request) => {
    const user = await requireUser(request);
    return enablePriority({ db: ctx.db, user, id: parseId(request.params.id, 'Application'), plans: ['express'] });
  });

  app.post<IdParams>('/api/applications/:id/feedback', async (request, reply) => {
    const user = await requireUser(request);
    const id = parseId(request.params.id, 'Application');
    const body = parseBody(feedbackBodySchema, request.body);
    reply.code(201);
    return addFeedback({ db: ctx.db, user, id, feedback: body.feedback });
  });
}
