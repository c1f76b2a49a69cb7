import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PlanId } from '#shared/constants.ts';
import { storedDocumentListSchema } from '#shared/schemas/plans.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { buildDetailedReport, reportPdf, reportText } from '../domain/reports/detailed-report.ts';
import { attachmentHeader, downloadStoredDocument, listStoredDocuments } from '../domain/storage/stored-documents.ts';
import { errors, fileResponse, idParams, SIGNED_IN, typed } from '../http/contract.ts';

const TAGS = ['Storage'];

/** One file answer in any of several types (an upload is sent back as the type it was stored as). */
const filesResponse = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.flatMap((type) => Object.entries(fileResponse(type, description).content))),
});

const reportQuery = z.object({
  // Anything but "pdf" (a repeated parameter too) gives the text report, as before the route declared it.
  format: z.literal('pdf').optional().catch(undefined).meta({ description: '"pdf" for a PDF; otherwise plain text' }),
});

export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);
  const send = (reply: FastifyReply, bytes: Buffer | Uint8Array, mime: string, name: string) =>
    reply
      .type(mime)
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));

  api.get(
    '/api/user-documents',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'Your stored documents, newest first, with when each expires',
        response: { 200: storedDocumentListSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return listStoredDocuments(ctx.db, user, new Date());
    },
  );

  const download = (path: string, plans: readonly PlanId[] | 'any', summary: string) =>
    api.get(
      `/api/documents/:id/${path}`,
      {
        config: { apiKey: 'read' },
        preValidation: signedIn,
        schema: {
          tags: TAGS,
          summary,
          params: idParams('Document'),
          response: {
            200: filesResponse(['application/pdf', 'image/jpeg', 'image/png'], 'The upload, as it was sent'),
            ...errors(403, 404, ...SIGNED_IN),
          },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const file = await downloadStoredDocument({ ctx, user, id: request.params.id, plans });
        return send(reply, file.bytes, file.mime, file.name);
      },
    );
  download('secure-download', ['pro', 'express'], 'Download one of your documents (Pro or Express)');
  download('express-download', ['express'], 'Download one of your documents (Express)');
  // Anyone may take back a copy of their own upload from the storage page.
  download('download', 'any', 'Download a copy of your own upload (any plan)');

  api.get(
    '/api/applications/:id/detailed-report',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'The verification report of an application, as text or PDF (Pro or Express)',
        params: idParams('Application'),
        querystring: reportQuery,
        response: {
          200: filesResponse(['text/plain', 'application/pdf'], 'passport-verification-report-{id}.txt or .pdf'),
          ...errors(403, 404, ...SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const report = await buildDetailedReport(ctx.db, user, id);
      const now = new Date();
      const base = `passport-verification-report-${id}`;
      if (request.query.format === 'pdf')
        return send(reply, await reportPdf(report, now), 'application/pdf', `${base}.pdf`);
      return send(reply, Buffer.from(reportText(report, now)), 'text/plain; charset=utf-8', `${base}.txt`);
    },
  );
}
