import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlanId } from '#shared/constants.ts';
import { requireUser } from '../auth/guards.ts';
import { buildDetailedReport, reportPdf, reportText } from '../domain/reports/detailed-report.ts';
import { attachmentHeader, downloadStoredDocument, listStoredDocuments } from '../domain/storage/stored-documents.ts';
import { parseId } from '../http/validate.ts';

type IdParams = { Params: { id: string } };

export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const send = (reply: FastifyReply, bytes: Buffer | Uint8Array, mime: string, name: string) =>
    reply
      .type(mime)
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));

  app.get('/api/user-documents', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return listStoredDocuments(ctx.db, user, new Date());
  });

  const download = (path: string, plans: readonly PlanId[] | 'any') =>
    app.get<IdParams>(`/api/documents/:id/${path}`, async (request, reply) => {
      const user = await requireUser(request);
      const id = parseId(request.params.id, 'Document');
      const file = await downloadStoredDocument({ ctx, user, id, plans });
      return send(reply, file.bytes, file.mime, file.name);
    });
  download('secure-download', ['pro', 'express']);
  download('express-download', ['express']);
  // Anyone may take back a copy of their own upload from the storage page.
  download('download', 'any');

  app.get<IdParams & { Querystring: { format?: string } }>(
    '/api/applications/:id/detailed-report',
    async (request, reply) => {
      const user = await requireUser(request);
      const id = parseId(request.params.id, 'Application');
      const report = await buildDetailedReport(ctx.db, user, id);
      const now = new Date();
      const base = `passport-verification-report-${id}`;
      if (request.query.format === 'pdf')
        return send(reply, await reportPdf(report, now), 'application/pdf', `${base}.pdf`);
      return send(reply, Buffer.from(reportText(report, now)), 'text/plain; charset=utf-8', `${base}.txt`);
    },
  );
}
