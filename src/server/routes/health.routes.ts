import type { FastifyInstance } from 'fastify';
import { healthSchema, livenessSchema, serviceReadinessSchema } from '#shared/schemas/health.ts';
import { checkReadiness } from '../domain/operations/check-readiness.ts';
import { errors, typed } from '../http/contract.ts';
import { pingDatabase } from '../repositories/health.repository.ts';

const TAGS = ['Health'];

/** Liveness and readiness, for load balancers, orchestrators and the test runner. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true; // readiness fails at once, so traffic drains before the process stops
  });
  const api = typed(app);

  api.get(
    '/api/health',
    {
      schema: {
        tags: TAGS,
        summary: 'The server and its database answer',
        security: [],
        response: { 200: healthSchema, ...errors(500) },
      },
    },
    async () => {
      await pingDatabase(app.ctx.db);
      return { ok: true as const };
    },
  );

  // Live: the process answers. Nothing else is checked, so a slow database never gets it restarted.
  api.get(
    '/healthz',
    {
      schema: {
        tags: TAGS,
        summary: 'Liveness: the process answers (nothing else is checked)',
        security: [],
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );

  api.get(
    '/readyz',
    {
      schema: {
        tags: TAGS,
        summary: 'Readiness: database, job queue and storage work, and the process is not shutting down',
        security: [],
        response: { 200: serviceReadinessSchema, 503: serviceReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.ctx, shuttingDown);
      return reply
        .code(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks });
    },
  );
}
