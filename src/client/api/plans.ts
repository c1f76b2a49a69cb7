import {
  apiKeyListSchema,
  apiKeySchema,
  createdApiKeySchema,
  type CreateApiKeyBody,
} from '#shared/schemas/api-keys.ts';
import {
  createPaymentIntentResponseSchema,
  paymentSuccessResponseSchema,
  type CreatePaymentIntentBody,
} from '#shared/schemas/payments.ts';
import { expressStatsSchema, proStatsSchema } from '#shared/schemas/plans.ts';
import { publicConfigSchema } from '#shared/schemas/public-config.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/**
 * src/server/routes/plans.routes.ts, payments.routes.ts, api-keys.routes.ts and public-config.routes.ts: what a
 * plan shows and how one is bought.
 */

export const publicConfigQuery = () => apiQuery(publicConfigSchema, '/api/config');
export const proStatsQuery = () => apiQuery(proStatsSchema, '/api/pro-stats');
export const expressStatsQuery = () => apiQuery(expressStatsSchema, '/api/express-stats');

export const createPaymentIntent = (body: CreatePaymentIntentBody) =>
  callApi(createPaymentIntentResponseSchema, 'POST', '/api/create-payment-intent', body);
export const paymentSuccessQuery = (sessionId: string) =>
  apiQuery(paymentSuccessResponseSchema, `/api/payment-success?session_id=${encodeURIComponent(sessionId)}`);

export const apiKeysQuery = () => apiQuery(apiKeyListSchema, '/api/api-keys');
export const createApiKey = (body: CreateApiKeyBody) => callApi(createdApiKeySchema, 'POST', '/api/api-keys', body);
export const revokeApiKey = (id: number) => callApi(apiKeySchema, 'DELETE', `/api/api-keys/${id}`);
