import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { SESSION_SECRET_MISMATCH } from '#server/auth/check-session-secret.ts';
import { signUp } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Every process on one database must key sessions with the same secret; a different one stops start-up.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the session secret across processes', () => {
  it('a second process with another secret refuses to start, and the running one keeps its sessions', async () => {
    const { client } = await signUp(server.url);
    const other = randomBytes(32).toString('base64url');
    await expect(buildApp({ ...server.config, sessionSecret: other })).rejects.toThrow(SESSION_SECRET_MISMATCH);
    expect((await client.get('/api/auth/user')).status).toBe(200);

    // The same secret starts fine (a second process, or a restart).
    const twin = await buildApp({ ...server.config });
    await twin.close();
  });

  it('rotates only on purpose: every session ends and the old secret is the one refused from then on', async () => {
    const { client } = await signUp(server.url);
    const original = server.config.sessionSecret;
    const next = randomBytes(32).toString('base64url');
    const rotated = await buildApp({ ...server.config, sessionSecret: next, rotateSessionSecret: true });
    await rotated.close();

    expect((await client.get('/api/auth/user')).status).toBe(401);
    await expect(buildApp({ ...server.config, sessionSecret: original })).rejects.toThrow(SESSION_SECRET_MISMATCH);
    const again = await buildApp({ ...server.config, sessionSecret: next });
    await again.close();
  });
});
