import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applicationSchema } from '#shared/schemas/applications.ts';
import { ApiError, ApiParseError, apiQuery, apiQueryOrSignedOut, callApi, callApiNoContent } from './api.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  const schema = z.object({ id: z.number(), name: z.string() });

  it('returns the answer parsed with the schema (unknown fields dropped)', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 1, name: 'Ada', secret: 'x' }));
    await expect(callApi(schema, 'GET', '/api/thing')).resolves.toEqual({ id: 1, name: 'Ada' });
  });

  it('turns an answer that does not match the schema into an ApiParseError, not wrong data', async () => {
    vi.stubGlobal('fetch', answer(200, { id: '1', name: 'Ada' }));
    const error = await callApi(schema, 'GET', '/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiParseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'internal', url: '/api/thing' });
    expect((error as ApiParseError).message).toMatch(/^The server's answer to \/api\/thing was not understood at id: /);
    expect((error as ApiParseError).issues[0]?.path).toEqual(['id']);
  });

  it('treats a body that is not JSON as a parse error', async () => {
    vi.stubGlobal('fetch', answer(200, '<html>'));
    await expect(callApi(schema, 'GET', '/api/thing')).rejects.toBeInstanceOf(ApiParseError);
  });

  it("reads a refusal through the shared error schema: status, code and the server's message", async () => {
    vi.stubGlobal('fetch', answer(409, { code: 'conflict', message: 'Already requested' }));
    await expect(callApi(schema, 'POST', '/api/thing', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'conflict',
      message: 'Already requested',
    });
  });

  it('sends JSON with the session cookie', async () => {
    const fetch = answer(200, { id: 2, name: 'B' });
    vi.stubGlobal('fetch', fetch);
    await callApi(schema, 'PATCH', '/api/thing/2', { name: 'B' });
    expect(fetch).toHaveBeenCalledWith('/api/thing/2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"B"}',
      credentials: 'include',
    });
  });

  it('does not read the body of a 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(callApiNoContent('POST', '/api/live-chat/read')).resolves.toBeUndefined();
  });
});

describe('query definitions', () => {
  it('key the query by URL and parse with the route schema', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 'seven' }));
    const query = apiQuery(applicationSchema, '/api/applications/7');
    expect(query.queryKey).toEqual(['/api/applications/7']);
    await expect(query.queryFn(context(query.queryKey))).rejects.toBeInstanceOf(ApiParseError);
  });

  it('add extra key parts after the URL', () => {
    expect(apiQuery(z.null(), '/api/applications/7/buddy', 'v2').queryKey).toEqual(['/api/applications/7/buddy', 'v2']);
  });

  it('answer null for a signed-out visitor where that is an answer, and throw where it is not', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'unauthorized', message: 'Sign in' }));
    const orNull = apiQueryOrSignedOut(z.object({}), '/api/subscription-status');
    await expect(orNull.queryFn(context(orNull.queryKey))).resolves.toBeNull();
    const strict = apiQuery(z.object({}), '/api/applications');
    await expect(strict.queryFn(context(strict.queryKey))).rejects.toMatchObject({ status: 401 });
  });
});
