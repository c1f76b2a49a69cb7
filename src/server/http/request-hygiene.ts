import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_REFUSED = 'Text may not contain NUL characters.';

/**
 * Two rules for every API request: no NUL character in any text (PostgreSQL cannot store one, and no
 * real form field needs it), and no caching of any API answer by a proxy, nor by the browser unless the route
 * says `private` itself (a user's own photo thumbnail: docs/decisions/0044-plain-words.md).
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) throw new AppError(400, NUL_REFUSED);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const own = reply.getHeader('cache-control');
    if (typeof own === 'string' && own.startsWith('private')) return;
    reply.header('cache-control', 'no-store');
  });
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}
