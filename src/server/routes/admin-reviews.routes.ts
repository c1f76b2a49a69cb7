import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completeReviewBodySchema, documentNotesBodySchema, reviewQueueSchema } from '#shared/schemas/admin.ts';
import { applicationSchema } from '#shared/schemas/applications.ts';
import { documentAnalysisResponseSchema } from '#shared/schemas/document-analysis.ts';
import { documentSchema, UPLOAD_SLOTS } from '#shared/schemas/documents.ts';
import { requirePermission, staffOnly } from '../auth/guards.ts';
import { openDocumentForStaff } from '../domain/admin/open-document-for-staff.ts';
import { assignReview, completeReview, startReview } from '../domain/admin/review-steps.ts';
import { setDocumentNotes } from '../domain/admin/set-document-notes.ts';
import { staffThumbnail } from '../domain/documents/document-thumbnail.ts';
import { toAnalysisResponse } from '../domain/documents/get-document-analysis.ts';
import { errors, fileResponse, idParam, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import { toApplication, withoutDetails } from '../repositories/applications.repository.ts';
import { toDocument } from '../repositories/documents.repository.ts';
import { listReviewQueue } from '../repositories/reviews.repository.ts';

const TAGS = ['Admin'];
const STAFF = [403, ...SIGNED_IN];
const reviewParams = z.object({ applicationId: idParam('Application') });
const documentParams = idParams('Document');
const STORED_TYPES = [...new Set(UPLOAD_SLOTS.flatMap((slot) => slot.acceptedMimeTypes))];

/** The review queue and a reviewer's steps: assign to me, start, notes per document, complete. */
export async function adminReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);
  const reviewWork = staffOnly('review:work');

  api.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: TAGS,
        summary: 'The review queue: Express and priority first, then the oldest, with deadlines',
        response: { 200: reviewQueueSchema, ...errors(...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'review:work');
      return listReviewQueue(ctx.db);
    },
  );

  api.post(
    '/api/admin/reviews/:applicationId/assign',
    {
      preValidation: reviewWork,
      schema: {
        tags: TAGS,
        summary: 'Take a requested review (409 when a colleague holds it)',
        params: reviewParams,
        response: { 200: applicationSchema, ...errors(404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'review:work');
      const { applicationId } = request.params;
      return toApplication(withoutDetails(await assignReview({ ctx, staff, applicationId })));
    },
  );

  api.post(
    '/api/admin/reviews/:applicationId/start',
    {
      preValidation: reviewWork,
      schema: {
        tags: TAGS,
        summary: 'Start working on a review (the applicant sees it in progress)',
        params: reviewParams,
        response: { 200: applicationSchema, ...errors(404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'review:work');
      const { applicationId } = request.params;
      return toApplication(withoutDetails(await startReview({ ctx, staff, applicationId })));
    },
  );

  api.post(
    '/api/admin/reviews/:applicationId/complete',
    {
      preValidation: reviewWork,
      schema: {
        tags: TAGS,
        summary: 'Complete a review with feedback and a verdict; the applicant is e-mailed',
        params: reviewParams,
        body: completeReviewBodySchema,
        response: { 200: applicationSchema, ...errors(400, 404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'review:work');
      const { applicationId } = request.params;
      return toApplication(withoutDetails(await completeReview({ ctx, staff, applicationId, body: request.body })));
    },
  );

  api.patch(
    '/api/admin/documents/:id/notes',
    {
      preValidation: reviewWork,
      schema: {
        tags: TAGS,
        summary: 'Set the reviewer’s note on a document (the applicant sees it); empty clears it',
        params: documentParams,
        body: documentNotesBodySchema,
        response: { 200: documentSchema, ...errors(400, 404, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'review:work');
      const doc = await setDocumentNotes({
        db: ctx.db,
        staffId: staff.id,
        documentId: request.params.id,
        notes: request.body.notes,
      });
      return toDocument(doc);
    },
  );

  api.get(
    '/api/admin/documents/:id/analysis',
    {
      preValidation: staffOnly('document:read:any'),
      schema: {
        tags: TAGS,
        summary: 'Any document’s analysis, for a reviewer (audited)',
        params: documentParams,
        response: { 200: documentAnalysisResponseSchema, ...errors(404, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'document:read:any');
      const { doc } = await openDocumentForStaff({
        ctx,
        staffId: staff.id,
        documentId: request.params.id,
        what: 'analysis',
      });
      return toAnalysisResponse(doc);
    },
  );

  api.get(
    '/api/admin/documents/:id/file',
    {
      preValidation: staffOnly('document:read:any'),
      schema: {
        tags: TAGS,
        summary: 'Any document’s file, decrypted, for a reviewer (audited)',
        params: documentParams,
        response: { 200: fileResponse(STORED_TYPES, 'The uploaded file, inline'), ...errors(404, ...STAFF) },
      },
    },
    async (request, reply) => {
      const staff = await requirePermission(request, 'document:read:any');
      const { doc, bytes } = await openDocumentForStaff({
        ctx,
        staffId: staff.id,
        documentId: request.params.id,
        what: 'file',
      });
      const name = doc.original_name.replace(/[^\w.\- ]+/g, '_');
      return reply
        .type(doc.mime_type)
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store, private')
        .send(bytes);
    },
  );

  api.get(
    '/api/admin/documents/:id/thumbnail',
    {
      preValidation: staffOnly('document:read:any'),
      schema: {
        tags: TAGS,
        summary: 'Any uploaded image as a small upright JPEG, decrypted, for a reviewer (audited)',
        params: documentParams,
        response: {
          200: fileResponse('image/jpeg', 'The image, small and upright'),
          ...errors(400, 404, 422, ...STAFF),
        },
      },
    },
    async (request, reply) => {
      const staff = await requirePermission(request, 'document:read:any');
      const bytes = await staffThumbnail(ctx, staff.id, request.params.id);
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(bytes);
    },
  );
}
