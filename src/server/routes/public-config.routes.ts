import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#shared/schemas/public-config.ts';

export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  app.get('/api/config', async (): Promise<PublicConfig> => ({
    paymentsMode: config.paymentsMode,
    demoEnabled: config.seedDemo,
    googleSignIn: config.oidc !== undefined,
    supportPhone: config.supportPhone ?? null,
  }));
}
