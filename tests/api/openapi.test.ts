// Issue 19: the contract is declared once; /api/openapi.json is generated from it and must be a valid OpenAPI
// 3.1 document (checked by a standard validator), and /api/docs shows it with assets served from this server.
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    const create = doc.paths['/api/applications']?.post as {
      requestBody?: unknown;
      responses: Record<string, unknown>;
    };
    expect(create.requestBody).toBeDefined();
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
  });

  it('declares a response schema for every status of every documented route', async () => {
    type Operation = { responses?: Record<string, { content?: unknown }> };
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    // A route declares what it answers: a 2xx (or a redirect) with its content, and its error statuses. A 204
    // answers no content by definition (RFC 9110 §15.3.5), so declaring it is declaring what it answers.
    const declares = (op: Operation) =>
      Object.entries(op.responses ?? {}).some(
        ([status, r]) => /^2/.test(status) && (r.content !== undefined || status === '204'),
      ) || Object.keys(op.responses ?? {}).some((status) => /^3/.test(status));
    const undeclared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !declares(op))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('documents the upload as a multipart form with the file and its type, and the event streams', async () => {
    type Media = Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }>;
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Media }; responses: Record<string, unknown> }>>;
    };
    const upload = doc.paths['/api/applications/{applicationId}/documents']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(form?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form?.type).toMatchObject({ type: 'string' });
    for (const path of ['/api/live-chat/events', '/api/admin/chats/events']) {
      expect(doc.paths[path]?.get?.responses['200']).toMatchObject({ content: { 'text/event-stream': {} } });
    }
  });

  it('serves a reference page whose assets come from this server', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.every((a) => a.startsWith('/api/docs/'))).toBe(true);
    for (const asset of assets) {
      const res = await fetch(`${server.url}${asset}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer(); // a body left unread keeps its connection busy and holds up the server's close
    }
  });
});
