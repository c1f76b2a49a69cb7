import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/errors.ts';

/**
 * Route contracts (docs/decisions/0041-api-contract.md): every route declares params, query, body and each response
 * status with the shared zod schemas. Requests are validated against them, answers are encoded through them (a
 * field not in the schema never leaves), and /api/openapi.json is generated from the same schemas.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** A numeric path id; anything else names nothing, so it answers 404 "<What> not found" (error-handler.ts). */
export const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${what} not found`)
    .transform(Number)
    .meta({ description: `${what} id`, example: '42' });

export const idParams = (what: string) => z.object({ id: idParam(what) });

/** The error answers a route can give, all {code, message} (src/shared/schemas/errors.ts). */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;

/** Statuses every signed-in route can answer: not signed in, too many requests. */
export const SIGNED_IN = [401, 429] as const;

/** The bytes of a file answer: sent as they are (Fastify does not serialise a Buffer). */
const fileBytes = z.custom<Buffer | Uint8Array | string>().meta({ type: 'string', format: 'binary' });

/**
 * A file answer (PDF, image, CSV, text), of one content type or of any of several: described for the OpenAPI
 * document; the bytes are not re-encoded.
 */
export const fileResponse = (contentType: string | readonly string[], description: string) => ({
  description,
  content: Object.fromEntries([contentType].flat().map((type) => [type, { schema: fileBytes }])),
});

/** A 204 answer: nothing in the body (so no content in the OpenAPI document either). */
export const noContent = (description: string) => z.null().optional().meta({ description });

/** A server-sent event stream (text/event-stream), written to the raw response; `description` names its events. */
export const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});

/**
 * Sends JSON that was already encoded through the route's response schema (a cached answer), as bytes: the
 * schema check happened when the bytes were made, so nothing undeclared is in them.
 */
export const sendEncoded = (reply: FastifyReply, bytes: Buffer) =>
  reply.type('application/json; charset=utf-8').send(bytes as never);

/** A browser navigation answered with a page or a redirect (sign-in links, Google sign-in). */
export const pageResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

// Shared, so the client parses these answers with the very schemas the routes declare.
export { messageSchema, successSchema } from '#shared/schemas/common.ts';

/**
 * A request without a body is validated as {} (the spec's Pro dashboard posts an empty body, and a missing body
 * should get the schema's own message for its first missing field, not "expected object").
 */
export function registerEmptyBodyAsObject(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
