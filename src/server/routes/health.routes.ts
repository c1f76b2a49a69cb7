import type { FastifyInstance } from 'fastify';
import { checkReadiness } from '../domain/operations/check-readiness.ts';
import { pingDatabase } from '../repositories/health.repository.ts';

/** Liveness and readiness, for load balancers, orchestrators and the test runner. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true; // readiness fails at once, so traffic drains before the process stops
  });

  app.get('/api/health', async () => {
    await pingDatabase(app.ctx.db);
    return { ok: true };
  });

  // Live: the process answers. Nothing else is checked, so a slow database never gets it restarted.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(app.ctx, shuttingDown);
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks });
  });
}
