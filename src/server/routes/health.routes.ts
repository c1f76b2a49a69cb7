import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** Liveness and database reachability, for load balancers and the test runner. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => {
    await sql`select 1`.execute(app.ctx.db);
    return { ok: true };
  });
}
