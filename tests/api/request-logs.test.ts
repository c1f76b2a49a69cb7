import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { signUp } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const lines: string[] = [];
const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);
let server: TestServer;
beforeAll(async () => {
  process.on('warning', onWarning);
  server = await startTestServer({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  process.off('warning', onWarning);
  await server.close();
});

describe('request logs', () => {
  it('carry a request id on every request line, answer it as x-request-id, and hold no personal data', async () => {
    const email = `private-person-${Date.now()}@example.com`;
    const { client } = await signUp(server.url, { email, firstName: 'Zubeida', lastName: 'Quraishi' });
    const res = await client.get(`/api/applications?email=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await client.get('/api/no-such-thing');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((e) => 'req' in e || 'res' in e);
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const entry of requestLines) expect(entry.requestId).toEqual(expect.any(String));
    expect(requestLines.filter((e) => e.requestId === requestId).length).toBe(2); // incoming + completed
    const all = lines.join('\n');
    const token = client.cookie(SESSION_COOKIE);
    expect(token).toBeTruthy();
    for (const secret of [email, 'Zubeida', 'Quraishi', token!]) expect(all).not.toContain(secret);
    // The client's address never appears (only the server's own, in "Server listening at").
    expect(requestLines.map((e) => JSON.stringify(e)).join('\n')).not.toContain('127.0.0.1');
  });

  it('start without a Fastify deprecation warning', async () => {
    // process warnings are emitted on a later tick than the one that raised them.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'FastifyDeprecation').map((w) => w.message)).toEqual([]);
  });
});
