import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (docs/decisions/0013-production-defaults.md).
 * The rule, as in Go's net/http CrossOriginProtection: Sec-Fetch-Site decides when present (same-origin or
 * none pass); otherwise an Origin must name this server; a request with neither header is not from a
 * browser page (every current browser sends one of them on a cross-site POST), so it carries no victim's
 * cookies and passes: curl, scripts and the API tests.
 */
export function registerOriginCheck(app: FastifyInstance, config: { publicUrl: string }): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, new URL(config.publicUrl).origin)) throw new AppError(403, CROSS_SITE_REFUSED);
  });
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage are foreign
  }
  return host === request.headers.host || host === request.host;
}
