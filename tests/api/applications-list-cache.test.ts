import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '#server/db/sqlite-driver.ts';
import { signUp, TestClient } from '../support/client.ts';
import { startTestServer, TEST_DIALECT, type TestServer } from '../support/server.ts';
import { US_CONFIG } from '../support/renewal-form.ts';
import { activatePlan } from '../support/staff.ts';

// GET /api/applications keeps its answer until the database changes (src/server/db/read-cache.ts). Two servers
// on one database stand for two processes: a write through either must show at once through the other.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  const { dataDir, database, sessionSecret } = first.config;
  second = await startTestServer({ dataDir, database, sessionSecret });
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

type App = { id: number; status: string; config: unknown };
const list = async (client: TestClient) => {
  const res = await client.get('/api/applications');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as App[];
};

/** The same signed-in user talking to the second server: sessions live in the shared database. */
class SameSession extends TestClient {
  constructor(
    url: string,
    private readonly cookieValue: string,
  ) {
    super(url);
  }
  override request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, url, body, { ...headers, cookie: this.cookieValue });
  }
}
const onSecond = (client: TestClient) => new SameSession(second.url, client.cookieHeader());

describe('the applications list across processes', () => {
  it('shows a write made through another process at once, and never another user’s list', async () => {
    const { client, user } = await signUp(first.url);
    await activatePlan(first, user.id, 'express'); // two applications: past Basic's one
    const created = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as App;
    expect((await list(client)).map((a) => a.id)).toEqual([created.id]);
    expect((await list(client)).map((a) => a.id)).toEqual([created.id]);

    const there = onSecond(client);
    const addedRes = await there.post('/api/applications', { type: 'renewal' });
    expect(addedRes.status, await addedRes.clone().text()).toBe(201);
    const added = (await addedRes.json()) as App;
    expect((await list(client)).map((a) => a.id)).toEqual([added.id, created.id]);
    const patched = await there.patch(`/api/applications/${created.id}`, { status: 'configured', config: US_CONFIG });
    expect(patched.status).toBe(200);
    expect((await list(client)).find((a) => a.id === created.id)).toMatchObject({
      status: 'configured',
      config: US_CONFIG,
    });

    const { client: someoneElse } = await signUp(first.url);
    expect(await list(someoneElse)).toEqual([]);
    expect(await list(there)).toEqual(await list(client));
  });

  it('checks the session on every request: signing out everywhere on one process ends the list on the other', async () => {
    const { client } = await signUp(first.url);
    await client.post('/api/applications', { type: 'renewal' });
    expect(await list(client)).toHaveLength(1);
    expect((await onSecond(client).post('/api/auth/logout-all', {})).status).toBeLessThan(300);
    expect((await client.get('/api/applications')).status).toBe(401);
  });

  it.runIf(TEST_DIALECT === 'sqlite')('shows a row changed by a plain connection (a worker or a script)', async () => {
    const { client, user } = await signUp(first.url);
    const created = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as App;
    expect((await list(client))[0]!.status).toBe('draft');
    const file = (first.config.database as { file: string }).file;
    const plain = new SqliteDatabase(path.resolve(file));
    plain
      .prepare(`update applications set status = 'configured' where id = ? and user_id = ?`)
      .run(created.id, user.id);
    plain.close();
    expect((await list(client))[0]!.status).toBe('configured');
  });
});
