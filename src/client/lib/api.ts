import type { QueryFunction } from '@tanstack/react-query';

/** Any non-ok response becomes an Error whose message is `STATUS: body` (spec §8). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The one request helper: session credentials always; FormData as is, anything else as JSON. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: the first element of the query key is the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

/** The user-facing part of an error from apiRequest: the server's {message}, else the raw text. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  const body = match[2] ?? '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = parsed.message ?? parsed.error;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the body text is the message.
  }
  return body || fallback;
}

export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The JSON body of an error from apiRequest, for answers that carry more than a message (e.g. an upgrade path). */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  try {
    const parsed: unknown = JSON.parse(match?.[1] ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
