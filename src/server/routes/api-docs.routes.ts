import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Passport Buddy API reference</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main id="api-reference" aria-label="API reference"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

// A file of our own, not an inline script: the page keeps the site's script-src 'self' policy.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true,
  tryItOutEnabled: false, validatorUrl: null, defaultModelsExpandDepth: 0 });`;

/** The OpenAPI document generated from the route schemas, and a reference page for it (assets from npm). */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/api/docs/init.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI,
    prefix: '/api/docs/assets/',
    decorateReply: false,
    allowedPath: (pathname) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(pathname),
  });
}
