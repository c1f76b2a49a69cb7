import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#shared/schemas/errors.ts';
import { AppError } from './app-error.ts';

/**
 * Every error leaves as {code, message}: 4xx messages are for the user, 5xx details stay in the log. A request
 * that fails its route's declared schema gets the schema's first message (the spec's words); a path parameter
 * that is not an id names nothing, so it is a 404 like any unknown resource.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      if (error.validationContext === 'params') return reply.code(404).send(body('not_found', message));
      return reply.code(400).send(body('validation_failed', message));
    }
    if (isResponseSerializationError(error)) {
      // An answer that does not match its declared schema never leaves: a defect of ours, logged in full.
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.code(500).send(body('internal', INTERNAL));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const generic = new AppError(status, clientMessage(error));
      return reply.code(status).send(generic.toBody());
    }
    request.log.error(error);
    return reply.code(500).send(body('internal', INTERNAL));
  });
}

const INTERNAL = 'Something went wrong on our side. Please try again.';
const body = (code: ApiErrorBody['code'], message: string): ApiErrorBody => ({ code, message });

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
