import type { FastifyInstance } from 'fastify';
import { documentAnalysisResponseSchema } from '#shared/schemas/document-analysis.ts';
import { fixedPhotoQuerySchema, photoPrintInfoSchema } from '#shared/schemas/photo-analysis.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { requireAnalysisAccess, toAnalysisResponse } from '../domain/documents/get-document-analysis.ts';
import { photoPrintForDocument, sheetFilename } from '../domain/documents/photo-print.ts';
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
    '/api/documents/:id/photo-print',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: "The print size the application's mission asks for, and the print sheets offered (paid access)",
        params,
        response: { 200: photoPrintInfoSchema, ...errors(400, 402, 404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const doc = await requireAnalysisAccess(ctx.db, user, request.params.id);
      if (doc.type !== 'photo') throw new AppError(400, 'Only a passport photo can be printed.');
      return (await photoPrintForDocument(ctx.db, doc)).info;
    },
  );

  api.get(
    '/api/documents/:id/fixed-photo',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "The photo cropped and sized to the rules: 630x810 digital, or a 300 DPI sheet (4 x 6 in or A6) of prints in the mission's size (paid access)",
        params,
        querystring: fixedPhotoQuerySchema,
        response: {
          200: fileResponse('image/jpeg', 'passport-photo-630x810.jpg or passport-photo-sheet-{paper}-{size}.jpg'),
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
      const { spec } = await photoPrintForDocument(ctx.db, doc);
      let fixed;
      try {
        fixed = await ctx.analysis.fixPhoto(bytes, spec, query.paper);
      } catch (error) {
        if (error instanceof AnalysisInputFailure) throw new AppError(422, error.message);
        throw error;
      }
      const name = query.variant === 'digital' ? 'passport-photo-630x810.jpg' : sheetFilename(spec, query.paper);
      return reply
        .type('image/jpeg')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(query.variant === 'digital' ? fixed.digital : fixed.sheet));
    },
  );
}
