import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, PAYMENTS_NOT_CONFIGURED } from '#server/config.ts';
import { BLOB_KEY_MISMATCH } from '#server/storage/check-blob-key.ts';
import { deleteDemoAccountJob } from '#server/domain/users/delete-demo-account-job.ts';
import { TestClient, signUp, uniqueEmail } from '../support/client.ts';
import { startTestServer, TEST_DIALECT, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const base = {
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pb-config-')),
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://passportbuddy.example',
};

describe('payments in production', () => {
  it('refuses to start without Stripe unless test mode is chosen on purpose', () => {
    expect(() => loadConfig(base)).toThrow(PAYMENTS_NOT_CONFIGURED);
    expect(() => loadConfig({ ...base, PAYMENTS_MODE: 'live' })).toThrow(PAYMENTS_NOT_CONFIGURED);
    expect(loadConfig({ ...base, PAYMENTS_MODE: 'test' }).paymentsMode).toBe('test');
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x' }).paymentsMode).toBe('live');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).paymentsMode).toBe('test');
    expect(loadConfig({ ...base, PAYMENTS_MODE: 'test' }).seedDemo).toBe(false);
  });

  it('tells every page about test mode through the public config', async () => {
    const res = await fetch(`${server.url}/api/config`);
    expect(await res.json()).toEqual({
      paymentsMode: 'test',
      demoEnabled: true,
      googleSignIn: false,
      supportPhone: null,
    });
    const live = await startTestServer({
      paymentsMode: 'live',
      stripe: { secretKey: 'sk_test_x', webhookSecret: undefined, apiBase: undefined },
      supportPhone: '+44 20 7946 0000',
    });
    try {
      expect(await (await fetch(`${live.url}/api/config`)).json()).toEqual({
        paymentsMode: 'live',
        demoEnabled: false,
        googleSignIn: false,
        supportPhone: '+44 20 7946 0000',
      });
    } finally {
      await live.close();
    }
  });
});

describe('demo accounts', () => {
  it('gives each visitor a fresh, isolated, signed-in demo account', async () => {
    const a = new TestClient(server.url);
    const b = new TestClient(server.url);
    const resA = await a.post('/api/auth/demo');
    const resB = await b.post('/api/auth/demo');
    expect(resA.status).toBe(201);
    const [userA, userB] = [await json(resA), await json(resB)];
    expect(userA.id).not.toBe(userB.id);
    expect(userA).toMatchObject({ hasAccess: true, plan: 'basic' });
    const appsA = (await (await a.get('/api/applications')).json()) as { id: number; status: string }[];
    expect(appsA).toHaveLength(1);
    expect(appsA[0]?.status).toBe('configured');
    expect((await b.get(`/api/applications/${appsA[0]?.id}`)).status).toBe(404);
  });

  it('queues its deletion for a day later, and the job deletes the account and its rows', async () => {
    const client = new TestClient(server.url);
    const user = await json(await client.post('/api/auth/demo'));
    const { db } = server.app.ctx;
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'delete-demo-account')
      .where('payload', '=', JSON.stringify({ userId: user.id }))
      .executeTakeFirstOrThrow();
    const hours = (Date.parse(job.run_after) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await deleteDemoAccountJob(server.app.ctx).handle({ userId: user.id as number }, job);
    expect(
      await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', user.id as number)
        .executeTakeFirst(),
    ).toBe(undefined);
    expect((await client.get('/api/applications')).status).toBe(401);
  });

  it('never deletes a real account by that job', async () => {
    const { user, client } = await signUp(server.url);
    const job = { id: 0 } as never;
    await deleteDemoAccountJob(server.app.ctx).handle({ userId: user.id }, job);
    expect((await client.get('/api/applications')).status).toBe(200);
  });

  it('answers 404 when the demo is off', async () => {
    const off = await startTestServer();
    try {
      expect((await new TestClient(off.url).post('/api/auth/demo')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('passwords', () => {
  it.each(['password1', 'iloveyou', 'Qwertyuiop', '12345678'])('refuses the common password %s', async (password) => {
    const res = await new TestClient(server.url).post('/api/auth/signup', {
      name: 'Asha Rao',
      email: uniqueEmail(),
      password,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 'validation_failed',
      message: 'This password is too common. Please choose one that is harder to guess.',
    });
  });

  it('refuses fewer than 8 characters', async () => {
    const res = await new TestClient(server.url).post('/api/auth/signup', {
      name: 'Asha Rao',
      email: uniqueEmail(),
      password: 'Xy7#kq2',
    });
    expect((await json(res)).message).toBe('Password must be at least 8 characters long.');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403 and changes nothing', async () => {
    const { client } = await signUp(server.url);
    const foreign = await client.request(
      'POST',
      '/api/applications',
      { type: 'renewal' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await json(foreign)).message).toBe('Cross-site requests are not allowed.');
    const crossSite = await client.request(
      'POST',
      '/api/applications',
      { type: 'renewal' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(await (await client.get('/api/applications')).json()).toEqual([]);
  });

  it('lets the same origin, same-origin fetches and non-browser clients (no Origin) through', async () => {
    const { client } = await signUp(server.url);
    const host = new URL(server.url).host;
    expect(
      (
        await client.request(
          'POST',
          '/api/test-email',
          { emailType: 'application_status' },
          { origin: `http://${host}` },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await client.request(
          'POST',
          '/api/test-email',
          { emailType: 'application_status' },
          { 'sec-fetch-site': 'same-origin' },
        )
      ).status,
    ).toBe(200);
    expect((await client.post('/api/test-email', { emailType: 'application_status' })).status).toBe(200);
  });
});

describe('API caching and text hygiene', () => {
  it('marks every API answer Cache-Control: no-store', async () => {
    for (const url of ['/api/health', '/api/config', '/api/subscription-status']) {
      expect((await fetch(server.url + url)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 400, not 500, to a NUL character in any text', async () => {
    const { client } = await signUp(server.url);
    const app = await json(await client.post('/api/applications', { type: 'renewal' }));
    const res = await client.post(`/api/applications/${app.id}/details`, { isDraft: true, fullName: 'Asha\u0000Rao' });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Text may not contain NUL characters.');
    const signup = await new TestClient(server.url).post('/api/auth/signup', {
      name: 'Nul\u0000Name',
      email: uniqueEmail(),
      password: 'Renew-2026-ok',
    });
    expect(signup.status).toBe(400);
  });
});

describe('data at rest', () => {
  it.skipIf(TEST_DIALECT !== 'sqlite')('creates the data directory 0700 and the database file 0600', () => {
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(server.config.dataDir)).toBe(0o700);
    if (server.config.database.kind === 'sqlite') expect(mode(server.config.database.file)).toBe(0o600);
    expect(mode(path.join(server.config.dataDir, 'blobs'))).toBe(0o700);
  });

  it('encrypts passport numbers and dates of birth in the database', async () => {
    const { client } = await signUp(server.url);
    const app = await json(await client.post('/api/applications', { type: 'renewal' }));
    const saved = await client.post(`/api/applications/${app.id}/details`, {
      isDraft: true,
      dateOfBirth: '1987-03-14',
      passportNumber: 'K1234567',
    });
    expect(saved.status).toBe(200);
    const raw = await server.app.ctx.db
      .selectFrom('applications')
      .select('details')
      .where('id', '=', app.id as number)
      .executeTakeFirstOrThrow();
    expect(raw.details).toMatch(/^enc:v1:/);
    expect(raw.details).not.toContain('K1234567');
    expect(raw.details).not.toContain('1987-03-14');
    const back = await json(await client.get(`/api/applications/${app.id}`));
    expect(back.details).toMatchObject({ dateOfBirth: '1987-03-14', passportNumber: 'K1234567' });
  });

  it('encrypts document analysis (extracted passport number, date of birth) the same way', async () => {
    const { user, client } = await signUp(server.url);
    const app = await json(await client.post('/api/applications', { type: 'renewal' }));
    const { db } = server.app.ctx;
    const { insertDocument, updateDocument, findDocument } =
      await import('#server/repositories/documents.repository.ts');
    const doc = await insertDocument(db, {
      application_id: app.id as number,
      user_id: user.id,
      type: 'passport',
      original_name: 'p.jpg',
      filename: 'f'.repeat(32),
      size: 1,
      mime_type: 'image/jpeg',
    });
    const analysis = { kind: 'passport', extractedData: { passportNumber: 'Z7654321', dateOfBirth: '1979-11-02' } };
    await updateDocument(db, doc.id, { ai_analysis: JSON.stringify(analysis) });
    const raw = await db
      .selectFrom('documents')
      .select('ai_analysis')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(raw.ai_analysis).toMatch(/^enc:v1:/);
    expect(raw.ai_analysis).not.toContain('Z7654321');
    expect(JSON.parse((await findDocument(db, doc.id))!.ai_analysis!)).toEqual(analysis);
  });

  it('encrypts rows written in clear before, at the next start', async () => {
    const { client } = await signUp(server.url);
    const app = await json(await client.post('/api/applications', { type: 'renewal' }));
    const { db } = server.app.ctx;
    await db
      .updateTable('applications')
      .set({ details: JSON.stringify({ passportNumber: 'L1122334' }) })
      .where('id', '=', app.id as number)
      .execute();
    const again = await buildApp(server.config);
    try {
      const raw = await again.ctx.db
        .selectFrom('applications')
        .select('details')
        .where('id', '=', app.id as number)
        .executeTakeFirstOrThrow();
      expect(raw.details).toMatch(/^enc:v1:/);
      expect((await json(await client.get(`/api/applications/${app.id}`))).details).toEqual({
        passportNumber: 'L1122334',
      });
    } finally {
      await again.close();
    }
  });

  it.skipIf(TEST_DIALECT !== 'sqlite')('leaves no passport number in the SQLite file itself', () => {
    if (server.config.database.kind !== 'sqlite') return;
    const files = readdirSync(path.dirname(server.config.database.file)).filter((f) => f.startsWith('test.db'));
    for (const f of files) {
      expect(readFileSync(path.join(server.config.dataDir, f)).includes('K1234567')).toBe(false);
    }
  });

  it('refuses to start with a different blob key, with a clear message', async () => {
    const other = randomBytes(32).toString('base64');
    await expect(buildApp({ ...server.config, blobKey: other })).rejects.toThrow(BLOB_KEY_MISMATCH);
  });
});

describe('the old shared demo account', () => {
  it('can no longer sign in with its once-public password after the upgrade', async () => {
    const { db } = server.app.ctx;
    const { hashPassword } = await import('#server/auth/password.ts');
    await db
      .insertInto('users')
      .values({
        email: 'demo@passportbuddy.example',
        password_hash: await hashPassword('demo-passport-2025'),
        first_name: 'Demo',
        last_name: 'User',
        role: 'user',
        plan: 'basic',
        plan_status: 'active',
        has_access: 1,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    const login = () =>
      new TestClient(server.url).post('/api/auth/login', {
        email: 'demo@passportbuddy.example',
        password: 'demo-passport-2025',
      });
    expect((await login()).status).toBe(200);
    const again = await buildApp(server.config);
    await again.close();
    expect((await login()).status).toBe(401);
  });
});
