import type { FastifyInstance } from 'fastify';
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '#shared/schemas/api-keys.ts';
import { requireUser } from '../auth/guards.ts';
import { createApiKey, revokeApiKey } from '../domain/api-keys/manage-api-keys.ts';
import { errors, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import { listApiKeysOfUser, toApiKey } from '../repositories/api-keys.repository.ts';

const TAGS = ['API keys'];

/**
 * An Express account's API keys, managed from the dashboard with the browser session only: these routes accept
 * no key, so a leaked key can never mint another or hide itself.
 */
export async function apiKeysRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const api = typed(app);

  api.get(
    '/api/api-keys',
    {
      schema: {
        tags: TAGS,
        summary: 'Your API keys (never the keys themselves)',
        response: { 200: apiKeyListSchema, ...errors(403, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await listApiKeysOfUser(db, user.id)).map(toApiKey);
    },
  );

  api.post(
    '/api/api-keys',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a key (Express): the answer is the only time the key is shown',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...errors(400, 403, 409, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.ctx.limits.apiKeysPerUser.consume(String(user.id), 'new API keys');
      reply.code(201).header('cache-control', 'no-store');
      return createApiKey({ db, user, body: request.body });
    },
  );

  api.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke a key: it stops working at once',
        params: idParams('API key'),
        response: { 200: apiKeySchema, ...errors(404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return revokeApiKey({ db, user, id: request.params.id });
    },
  );
}
