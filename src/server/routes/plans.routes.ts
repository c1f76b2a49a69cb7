import type { FastifyInstance } from 'fastify';
import type { ExpressStats, ProStats } from '#shared/schemas/plans.ts';
import { requireUser } from '../auth/guards.ts';
import { expressStats, proStats } from '../domain/plans/plan-stats.ts';
import { requirePlan } from '../domain/plans/require-plan.ts';

export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get('/api/pro-stats', async (request): Promise<ProStats> => {
    const user = await requireUser(request);
    requirePlan(user, ['pro']);
    return proStats(db, user.id);
  });

  app.get('/api/express-stats', async (request): Promise<ExpressStats> => {
    const user = await requireUser(request);
    requirePlan(user, ['express']);
    return expressStats(db, user.id);
  });
}
