import type { FastifyInstance } from 'fastify';
import { publicConfigSchema } from '#shared/schemas/public-config.ts';
import { typed } from '../http/contract.ts';

export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  typed(app).get(
    '/api/config',
    {
      schema: {
        tags: ['Configuration'],
        summary: 'What every page needs before anyone signs in: payments mode, demo, Google sign-in, support phone',
        security: [],
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      paymentsMode: config.paymentsMode,
      demoEnabled: config.seedDemo,
      googleSignIn: config.oidc !== undefined,
      supportPhone: config.supportPhone ?? null,
    }),
  );
}
