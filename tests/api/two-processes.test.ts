import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { TestClient, uniqueEmail } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startS3, type TestS3 } from '../support/s3-server.ts';
import { TEST_DIALECT } from '../support/server.ts';
import {
  answersHealth,
  buildServerBundle,
  freePort,
  spawnServer,
  type ServerProcess,
} from '../support/server-process.ts';

/*
 * The scale set-up, for real: two web processes (A and B, no analysis threads) and one worker-only process
 * (ROLE=worker), each with a DATA_DIR of its own, sharing only a PostgreSQL database (sessions, rate limits,
 * the pg-boss queue) and an S3-compatible bucket (the encrypted files).
 */
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none');
const database = `${base.pathname.slice(1)}_mp_${randomBytes(4).toString('hex')}`;
const folders: string[] = [];
const processes: ServerProcess[] = [];
let s3: TestS3;
let a: string;
let b: string;
let startWorker: () => Promise<ServerProcess>;

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: base.href });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

describe.skipIf(TEST_DIALECT !== 'postgres')('two server processes and a worker on one PostgreSQL', () => {
  beforeAll(async () => {
    buildServerBundle();
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
    s3 = await startS3();
    const databaseUrl = new URL(base.href);
    databaseUrl.pathname = `/${database}`;
    const shared = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.href,
      JOB_QUEUE: 'pg-boss',
      S3_URL: s3.url,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      BLOB_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYMENTS_MODE: 'test',
      SEED_DEMO: 'true',
      AUTH_IP_LIMIT: '4',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    };
    const dataDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-process-'));
      folders.push(dir);
      return dir;
    };
    const web = async () => {
      const port = await freePort();
      const env = { ...shared, PORT: String(port), DATA_DIR: dataDir(), ANALYSIS_WORKERS: '0' };
      processes.push(await spawnServer(env, answersHealth(port)));
      return `http://127.0.0.1:${port}`;
    };
    // A migrates the new database first; B then starts on it. The worker comes later, in its own test.
    a = await web();
    b = await web();
    startWorker = async () => {
      const env = { ...shared, ROLE: 'worker', DATA_DIR: dataDir(), ANALYSIS_WORKERS: '1' };
      const worker = await spawnServer(env, (w) => w.output().includes('worker started'));
      processes.push(worker);
      return worker;
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await s3?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  /** The same browser talking to the other process: the session cookie is all it carries over. */
  const sameBrowserOn = (url: string, from: TestClient) => {
    const cookie = `${SESSION_COOKIE}=${from.cookie(SESSION_COOKIE)}`;
    return {
      get: (p: string) => fetch(url + p, { headers: { cookie } }),
      post: (p: string) => fetch(url + p, { method: 'POST', headers: { cookie, origin: url } }),
    };
  };

  it('signs in on A and is signed in on B; signing out on B ends the session on A', async () => {
    const onA = new TestClient(a);
    expect((await onA.post('/api/auth/demo')).status).toBe(201);
    const onB = sameBrowserOn(b, onA);
    const me = await onB.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toMatch(/@/);

    expect((await onB.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await onA.get('/api/auth/user')).status).toBe(401);
  });

  it('counts failed sign-ins through A and B together', async () => {
    const fail = (url: string) =>
      new TestClient(url).post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass-1' });
    const statuses = [];
    for (const url of [a, b, a, b, a, b]) statuses.push((await fail(url)).status);
    // AUTH_IP_LIMIT=4 per address: the fifth attempt is refused, whichever process it reaches.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]); // 401: answered like a wrong password
  });

  it('analyses a photo uploaded to A in the worker process and shows the result through B', async () => {
    const onA = new TestClient(a);
    expect((await onA.post('/api/auth/demo')).status).toBe(201);
    const [app] = (await (await onA.get('/api/applications')).json()) as { id: number }[];
    const photo = readFileSync(path.resolve('tests/fixtures/photos/good.jpg'));
    const res = await onA.request('POST', `/api/applications/${app!.id}/documents`, form('photo', photo, 'me.jpg'));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { id: number; status: string };
    expect(doc.status).toBe('uploaded');

    const onB = sameBrowserOn(b, onA);
    type Result = { status: string; analysis: { kind: string } | null };
    const resultOnB = async () => (await (await onB.get(`/api/documents/${doc.id}/analysis`)).json()) as Result;
    // A and B run no analysis threads: the job waits in the queue...
    await new Promise((r) => setTimeout(r, 2000));
    expect(await resultOnB()).toMatchObject({ status: 'uploaded', analysis: null });

    // ...until a worker-only process, with no port and a DATA_DIR of its own, takes it.
    const worker = await startWorker();
    let result = await resultOnB();
    for (let i = 0; i < 180 && result.status === 'uploaded'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      result = await resultOnB();
    }
    expect(result.status).not.toBe('uploaded');
    expect(result.analysis?.kind).toBe('photo');
    // The file itself, stored by A in the bucket, comes back through B.
    const download = await onB.get(`/api/documents/${doc.id}/download`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(photo);
    expect(worker.output()).not.toMatch(/"level":50/); // no error logged by the worker
  }, 120_000);
});
