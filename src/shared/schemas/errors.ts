import { z } from 'zod';

/**
 * Stable machine codes of every error the API answers. The client switches on these, never on the message,
 * which is for people and may change. One code per situation a caller handles differently.
 */
export const ERROR_CODES = [
  // Generic, by status.
  'bad_request',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'internal',
  // Specific.
  'validation_failed',
  'invalid_credentials',
  'email_taken',
  'current_password_wrong',
  'staff_only',
  'plan_required',
  'plan_limit_reached',
  'analysis_locked',
  'details_conflict',
  'details_stale',
  'not_editable',
  'review_already_requested',
  'upload_rejected',
  'upload_busy',
  'api_key_invalid',
  'api_key_read_only',
  'review_taken',
  'conversation_claimed',
  'conversation_closed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const DEFAULT_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
};

/** Every error answer: a code, a message for people, and situation-specific fields (declared per code below). */
export const apiErrorSchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** plan_required, plan_limit_reached: where to upgrade. */
    upgradeTo: z.enum(['pro', 'express']).optional(),
    upgradePath: z.string().optional(),
    /** details_conflict: the form fields someone else changed meanwhile. */
    conflicts: z.array(z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
