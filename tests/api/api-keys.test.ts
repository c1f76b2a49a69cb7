// Issue 19, part 3: API access for agencies (Express). Keys are created with the browser session, shown once,
// stored hashed; with `Authorization: Bearer <key>` the documented agency endpoints work for programs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyListSchema, createdApiKeySchema } from '#shared/schemas/api-keys.ts';
import { applicationSchema } from '#shared/schemas/applications.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { activatePlan, signUpAs } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function expressAccount() {
  const account = await signUp(server.url);
  await activatePlan(server, account.user.id, 'express');
  return account;
}

async function newKey(client: TestClient, access: 'read' | 'write' = 'write', name = 'Office laptop') {
  const res = await client.post('/api/api-keys', { name, access });
  expect(res.status).toBe(201);
  return createdApiKeySchema.parse(await res.json());
}

/** A program: no cookies, only the key. */
const program = (key: string) => ({
  get: (url: string) => fetch(server.url + url, { headers: { authorization: `Bearer ${key}` } }),
  send: (method: string, url: string, body?: unknown) =>
    fetch(server.url + url, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
});

describe('API keys', () => {
  it('are created on Express only, shown once and stored hashed, and listed with their last use', async () => {
    const basic = await signUp(server.url);
    await activatePlan(server, basic.user.id, 'basic');
    expect((await basic.client.post('/api/api-keys', { name: 'x', access: 'read' })).status).toBe(403);
    const pro = await signUp(server.url);
    await activatePlan(server, pro.user.id, 'pro');
    const refused = await pro.client.post('/api/api-keys', { name: 'x', access: 'read' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required' });

    const { client } = await expressAccount();
    const created = await newKey(client);
    expect(created.key).toMatch(/^pb_[\w-]{40,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await server.app.ctx.db
      .selectFrom('api_keys')
      .select('hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.hash).not.toContain(created.key.slice(3));

    expect((await program(created.key).get('/api/applications')).status).toBe(200);
    const listed = apiKeyListSchema.parse(await (await client.get('/api/api-keys')).json());
    expect(listed).toEqual([expect.objectContaining({ id: created.id, name: 'Office laptop', access: 'write' })]);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('lets a program file for a named client, and audits every use', async () => {
    const { client, user } = await expressAccount();
    const { key, id } = await newKey(client);
    const agency = program(key);
    const created = await agency.send('POST', '/api/applications', { type: 'renewal', clientName: 'Meera Iyer' });
    expect(created.status).toBe(201);
    const application = applicationSchema.parse(await created.json());
    expect(application).toMatchObject({ userId: user.id, clientName: 'Meera Iyer', status: 'draft' });
    expect((await agency.get(`/api/applications/${application.id}`)).status).toBe(200);
    const audit = await server.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'api_key.use')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit.map((a) => JSON.parse(a.after ?? '{}') as { method: string; route: string })).toEqual(
      expect.arrayContaining([
        { method: 'POST', route: '/api/applications' },
        { method: 'GET', route: '/api/applications/:id' },
      ]),
    );
  });

  it('refuses a revoked key (401), a read-only key for changes (403), and another account’s ids (404)', async () => {
    const { client } = await expressAccount();
    const reader = await newKey(client, 'read', 'Reporting');
    const writer = await newKey(client, 'write', 'Filing');
    const readOnly = await program(reader.key).send('POST', '/api/applications', { type: 'renewal' });
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toMatchObject({ code: 'api_key_read_only' });

    const other = await signUp(server.url);
    const theirs = applicationSchema.parse(
      await (await other.client.post('/api/applications', { type: 'renewal' })).json(),
    );
    expect((await program(writer.key).get(`/api/applications/${theirs.id}`)).status).toBe(404);
    expect((await program(writer.key).get(`/api/applications/${theirs.id}/download`)).status).toBe(404);

    expect((await client.delete(`/api/api-keys/${writer.id}`)).status).toBe(200);
    const revoked = await program(writer.key).get('/api/applications');
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'api_key_invalid' });
    expect((await program('pb_made-up-key').get('/api/applications')).status).toBe(401);
    // Another user cannot revoke someone's key.
    expect((await other.client.delete(`/api/api-keys/${reader.id}`)).status).toBe(404);
  });

  it('is never accepted on staff endpoints or to manage keys, and stops when the plan does', async () => {
    const admin = await signUpAs(server, 'admin', 'express');
    await activatePlan(server, admin.user.id, 'express');
    const { key } = await newKey(admin.client);
    const staffOnly = await program(key).get('/api/admin/stats');
    expect(staffOnly.status).toBe(403);
    expect((await program(key).get('/api/admin/applications')).status).toBe(403);
    expect((await program(key).send('POST', '/api/api-keys', { name: 'more', access: 'write' })).status).toBe(403);
    expect((await program(key).get('/api/subscription-status')).status).toBe(403);
    // A key on the session-only routes does not fall back to a cookie either.
    const withCookie = await admin.client.request('GET', '/api/admin/stats', undefined, {
      authorization: `Bearer ${key}`,
    });
    expect(withCookie.status).toBe(403);

    await activatePlan(server, admin.user.id, 'pro');
    const lapsed = await program(key).get('/api/applications');
    expect(lapsed.status).toBe(403);
    expect(await lapsed.json()).toMatchObject({ code: 'plan_required' });
  });

  it('are rate-limited per key', async () => {
    const { client } = await expressAccount();
    const { key } = await newKey(client);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await program(key).get('/api/api-keys-nope')).status);
    // Unknown paths never reach a key check; the limit is counted on real endpoints.
    const real = await Promise.all(Array.from({ length: 125 }, () => program(key).get('/api/applications')));
    expect(real.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 404)).toBe(true);
  });

  it('show in the OpenAPI document which endpoints take a key', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; description?: string }>>;
    };
    expect(doc.paths['/api/applications']?.post?.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(doc.paths['/api/applications']?.post?.description).toContain('read-and-write API key');
    expect(doc.paths['/api/api-keys']?.post?.security).toBeUndefined();
  });
});
