import type { FastifyInstance } from 'fastify';
import { completeReviewBodySchema, documentNotesBodySchema } from '#shared/schemas/admin.ts';
import { requirePermission } from '../auth/guards.ts';
import { openDocumentForStaff } from '../domain/admin/open-document-for-staff.ts';
import { assignReview, completeReview, startReview } from '../domain/admin/review-steps.ts';
import { setDocumentNotes } from '../domain/admin/set-document-notes.ts';
import { toAnalysisResponse } from '../domain/documents/get-document-analysis.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { toApplication, withoutDetails } from '../repositories/applications.repository.ts';
import { toDocument } from '../repositories/documents.repository.ts';
import { listReviewQueue } from '../repositories/reviews.repository.ts';

type ById = { Params: { applicationId: string } };

/** The review queue and a reviewer's steps: assign to me, start, notes per document, complete. */
export async function adminReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/api/admin/reviews', async (request) => {
    await requirePermission(request, 'review:work');
    return listReviewQueue(ctx.db);
  });

  app.post<ById>('/api/admin/reviews/:applicationId/assign', async (request) => {
    const staff = await requirePermission(request, 'review:work');
    const applicationId = parseId(request.params.applicationId, 'Application');
    return toApplication(withoutDetails(await assignReview({ ctx, staff, applicationId })));
  });

  app.post<ById>('/api/admin/reviews/:applicationId/start', async (request) => {
    const staff = await requirePermission(request, 'review:work');
    const applicationId = parseId(request.params.applicationId, 'Application');
    return toApplication(withoutDetails(await startReview({ ctx, staff, applicationId })));
  });

  app.post<ById>('/api/admin/reviews/:applicationId/complete', async (request) => {
    const staff = await requirePermission(request, 'review:work');
    const applicationId = parseId(request.params.applicationId, 'Application');
    const body = parseBody(completeReviewBodySchema, request.body);
    return toApplication(withoutDetails(await completeReview({ ctx, staff, applicationId, body })));
  });

  app.patch<{ Params: { id: string } }>('/api/admin/documents/:id/notes', async (request) => {
    const staff = await requirePermission(request, 'review:work');
    const { notes } = parseBody(documentNotesBodySchema, request.body);
    const doc = await setDocumentNotes({
      db: ctx.db,
      staffId: staff.id,
      documentId: parseId(request.params.id, 'Document'),
      notes,
    });
    return toDocument(doc);
  });

  app.get<{ Params: { id: string } }>('/api/admin/documents/:id/analysis', async (request) => {
    const staff = await requirePermission(request, 'document:read:any');
    const { doc } = await openDocumentForStaff({
      ctx,
      staffId: staff.id,
      documentId: parseId(request.params.id, 'Document'),
      what: 'analysis',
    });
    return toAnalysisResponse(doc);
  });

  app.get<{ Params: { id: string } }>('/api/admin/documents/:id/file', async (request, reply) => {
    const staff = await requirePermission(request, 'document:read:any');
    const { doc, bytes } = await openDocumentForStaff({
      ctx,
      staffId: staff.id,
      documentId: parseId(request.params.id, 'Document'),
      what: 'file',
    });
    const name = doc.original_name.replace(/[^\w.\- ]+/g, '_');
    return reply
      .type(doc.mime_type)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'no-store, private')
      .send(bytes);
  });
}
