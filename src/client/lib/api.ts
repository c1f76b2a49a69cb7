import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiErrorSchema, type ApiErrorBody, type ErrorCode } from '#shared/schemas/errors.ts';

/**
 * The one error of a failed API call: the HTTP status, the server's stable `code` (switch on it), the message for
 * people, and the error's other fields (`details`: an upgrade path, the conflicting fields...). The spec's
 * "status: body text" form survives as the Error's `message` only where no JSON came back.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Omit<ApiErrorBody, 'code' | 'message'> = {},
  ) {
    super(message);
  }

  /** A network failure or an answer that is not our JSON error. */
  static unreadable(status: number, text: string): ApiError {
    return new ApiError(status, status === 0 ? 'unavailable' : 'internal', text || `Request failed (${status})`);
  }
}

/** Turns a non-ok response into an ApiError, read through the shared error schema. */
async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, message, ...details } = parsed.data;
      return new ApiError(res.status, code, message, details);
    }
  } catch {
    // not JSON
  }
  return ApiError.unreadable(res.status, text || res.statusText);
}

/** The one request helper: session credentials always; FormData as is, anything else as JSON (docs/product.md §10). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'unavailable', 'We could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/** A JSON call whose answer is parsed with the endpoint's shared schema (the same one the server encodes with). */
export async function callApi<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json());
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: the first element of the query key is the URL (docs/product.md §10); `schema` parses the answer. */
export const getQueryFn =
  <T>({ on401, schema }: { on401: UnauthorizedBehavior; schema?: z.ZodType<T> }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    try {
      const res = await apiRequest('GET', String(queryKey[0]));
      const json: unknown = await res.json();
      return schema ? schema.parse(json) : (json as T);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

/** The message to show for a failed call: the server's words, else `fallback`. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const errorStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

export const errorCode = (error: unknown): ErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined;
