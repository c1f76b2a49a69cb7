import type { FastifyInstance } from 'fastify';

// The built client loads only its own files; React's style attributes (progress widths) need
// 'unsafe-inline' for styles, never for scripts. Photos are previewed from blob: URLs.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Standard protective headers on every response. */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
