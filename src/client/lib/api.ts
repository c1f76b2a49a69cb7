import { queryOptions, type QueryFunction } from '@tanstack/react-query';
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

/**
 * An answer that does not match the endpoint's schema: a client and server out of step, never data to show. It is
 * an ApiError (`internal`) with the HTTP status and the schema's first complaint, so callers handle it like any
 * failed call instead of rendering half-wrong data.
 */
export class ApiParseError extends ApiError {
  constructor(
    status: number,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
    super(
      status,
      'internal',
      `The server's answer to ${url} was not understood${where}: ${first?.message ?? 'invalid'}`,
    );
  }
}

/** Reads a JSON answer through the endpoint's shared schema (the same one the server encodes with). */
async function parseAnswer<S extends z.ZodType>(schema: S, res: Response, url: string): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiParseError(res.status, url, [
      { code: 'custom', path: [], message: 'the answer is not JSON', input: undefined },
    ]);
  }
  const parsed = await schema.safeParseAsync(json);
  if (!parsed.success) throw new ApiParseError(res.status, url, parsed.error.issues);
  return parsed.data;
}

/** A JSON call whose answer is parsed with the endpoint's shared schema (the same one the server encodes with). */
export async function callApi<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  return parseAnswer(schema, await apiRequest(method, url, body), url);
}

/** A call answered 204 No Content: nothing to parse. */
export async function callApiNoContent(method: string, url: string, body?: unknown): Promise<void> {
  await apiRequest(method, url, body);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The loader of a GET endpoint: the first element of the query key is the URL (docs/product.md §10); `schema` parses it. */
export function getQueryFn<S extends z.ZodType>(options: { on401: 'throw'; schema: S }): QueryFunction<z.output<S>>;
export function getQueryFn<S extends z.ZodType>(options: {
  on401: UnauthorizedBehavior;
  schema: S;
}): QueryFunction<z.output<S> | null>;
export function getQueryFn<S extends z.ZodType>({
  on401,
  schema,
}: {
  on401: UnauthorizedBehavior;
  schema: S;
}): QueryFunction<z.output<S> | null> {
  return async ({ queryKey }) => {
    try {
      return await callApi(schema, 'GET', String(queryKey[0]));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * One GET endpoint as a query: the key is the URL (then `extraKey`, e.g. a version that forces a refetch), the
 * answer is parsed with the route's response schema. Spread it into useQuery with the call site's options.
 */
export function apiQuery<S extends z.ZodType>(schema: S, url: string, ...extraKey: readonly unknown[]) {
  const queryFn = getQueryFn({ on401: 'throw', schema });
  return { ...queryOptions({ queryKey: [url, ...extraKey] as readonly unknown[], queryFn }), queryFn };
}

/** The same for an endpoint where "signed out" (401) is an answer, not an error: the data is then null. */
export function apiQueryOrSignedOut<S extends z.ZodType>(schema: S, url: string) {
  const queryFn = getQueryFn({ on401: 'returnNull', schema });
  return { ...queryOptions({ queryKey: [url] as readonly unknown[], queryFn }), queryFn };
}

/** The message to show for a failed call: the server's words, else `fallback`. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const errorStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

export const errorCode = (error: unknown): ErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined;
