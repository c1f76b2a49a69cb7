import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { requireAnalysisAccess, toAnalysisResponse } from '../domain/documents/get-document-analysis.ts';
import { AppError } from '../http/app-error.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { AnalysisInputFailure } from '../jobs/analysis-pool.ts';

const FixedPhotoQuery = z.object({
  variant: z.enum(['digital', 'sheet'], { error: 'variant must be digital or sheet' }).default('digital'),
  print: z.enum(['2x2', '35x45'], { error: 'print must be 2x2 or 35x45' }).default('2x2'),
});

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { id: string } }>('/api/documents/:id/analysis', async (request) => {
    const user = await requireUser(request);
    const doc = await requireAnalysisAccess(ctx.db, user, parseId(request.params.id, 'Document'));
    return toAnalysisResponse(doc);
  });

  app.get<{ Params: { id: string } }>('/api/documents/:id/fixed-photo', async (request, reply) => {
    const user = await requireUser(request);
    const doc = await requireAnalysisAccess(ctx.db, user, parseId(request.params.id, 'Document'));
    if (doc.type !== 'photo') throw new AppError(400, 'Only a passport photo can be fixed.');
    const query = parseBody(FixedPhotoQuery, request.query);
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
  });
}
