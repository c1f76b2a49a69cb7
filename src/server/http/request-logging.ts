import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * JSON log lines (pino) in which every line about a request carries its `requestId`, which is also sent
 * back as `x-request-id` so a user's report can be matched to the log. Nothing personal is logged: no IP
 * address, host, headers (cookies), bodies or query strings (they may hold e-mail addresses), only the
 * method, the route pattern and the path with numeric ids.
 */
export function loggerOptions(config: Config): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    // Fastify 5.12 moved the request-id key here; the top-level requestIdLogLabel is deprecated (FSTDEP024).
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    logger: {
      level: config.logLevel,
      ...(config.logStream ? { stream: config.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string; routeOptions?: { url?: string } }) => ({
          method: req.method,
          route: req.routeOptions?.url,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
