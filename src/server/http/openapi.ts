import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { API_GUIDE } from './api-guide.ts';

/** The OpenAPI 3.1 document of /api/openapi.json, generated from every route's declared zod schemas. */
export function openApiOptions(config: Pick<Config, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Passport Buddy API', version: '1.0.0', description: API_GUIDE(config.publicUrl) },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pb_session', description: 'The browser session.' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An Express plan API key, created on the Express dashboard (`Authorization: Bearer pb_...`).',
          },
        },
      },
      security: [{ session: [] }],
    },
    // File answers are declared as custom (Buffer) schemas whose metadata says "binary string".
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { unrepresentable: 'any' } }),
  };
}

/**
 * Routes that accept API keys say so in the document: their security lists the key, and their description says
 * which access the key needs. Registered before the routes (onRoute sees each as it is added).
 */
export function annotateApiKeyRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.apiKey;
    if (!access || !route.schema) return;
    const schema = route.schema as Record<string, unknown>;
    schema.security = [{ apiKey: [] }, { session: [] }];
    const needs = access === 'write' ? 'a read-and-write API key' : 'any API key (read-only or read-and-write)';
    schema.description = [schema.description, `Programs: works with ${needs}.`].filter(Boolean).join(' ');
  });
}
