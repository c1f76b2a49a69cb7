import type { FastifyInstance } from 'fastify';
import { expressStatsSchema, proStatsSchema } from '#shared/schemas/plans.ts';
import { requireUser } from '../auth/guards.ts';
import { expressStats, proStats } from '../domain/plans/plan-stats.ts';
import { requirePlan } from '../domain/plans/require-plan.ts';
import { errors, SIGNED_IN, typed } from '../http/contract.ts';

const TAGS = ['Plans'];

export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const api = typed(app);

  api.get(
    '/api/pro-stats',
    {
      schema: {
        tags: TAGS,
        summary: 'The Pro dashboard figures (a paid Pro plan)',
        response: { 200: proStatsSchema, ...errors(403, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      requirePlan(user, ['pro']);
      return proStats(db, user.id);
    },
  );

  api.get(
    '/api/express-stats',
    {
      schema: {
        tags: TAGS,
        summary: 'The Express dashboard figures (a paid Express plan)',
        response: { 200: expressStatsSchema, ...errors(403, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      requirePlan(user, ['express']);
      return expressStats(db, user.id);
    },
  );
}
