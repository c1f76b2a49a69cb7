import type { FastifyInstance } from 'fastify';
import { documentAnalysisResponseSchema } from '#shared/schemas/document-analysis.ts';
import { fixedPhotoQuerySchema } from '#shared/schemas/photo-analysis.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { requireAnalysisAccess, toAnalysisResponse } from '../domain/documents/get-document-analysis.ts';
import { AppError } from '../http/app-error.ts';
import { errors, fileResponse, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import { AnalysisInputFailure } from '../jobs/analysis-pool.ts';

const TAGS = ['Analysis'];
const params = idParams('Document');

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  api.get(
    '/api/documents/:id/analysis',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'A document’s status and analysis, with every check’s measured value (paid access)',
        params,
        response: { 200: documentAnalysisResponseSchema, ...errors(402, 404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const doc = await requireAnalysisAccess(ctx.db, user, request.params.id);
      return toAnalysisResponse(doc);
    },
  );

  api.get(
    '/api/documents/:id/fixed-photo',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'The photo cropped and sized to the rules: 630x810 digital, or a 4x6 print sheet (paid access)',
        params,
        querystring: fixedPhotoQuerySchema,
        response: {
          200: fileResponse('image/jpeg', 'passport-photo-630x810.jpg or passport-photo-sheet-4x6-{print}.jpg'),
          ...errors(400, 402, 404, 422, 503, ...SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const doc = await requireAnalysisAccess(ctx.db, user, request.params.id);
      if (doc.type !== 'photo') throw new AppError(400, 'Only a passport photo can be fixed.');
      const query = request.query;
      const bytes = await ctx.blobs.get(doc.filename);
      let fixed;
      try {
        fixed = await ctx.analysis.fixPhoto(bytes, query.print);
      } catch (error) {
        if (error instanceof AnalysisInputFailure) throw new AppError(422, error.message);
        throw error;
      }
      const name =
        query.variant === 'digital' ? 'passport-photo-630x810.jpg' : `passport-photo-sheet-4x6-${query.print}.jpg`;
      return reply
        .type('image/jpeg')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(query.variant === 'digital' ? fixed.digital : fixed.sheet));
    },
  );
}
