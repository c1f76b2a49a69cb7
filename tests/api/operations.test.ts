import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { signUp } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
});

async function start(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

describe('health and readiness', () => {
  it('answers live, and ready only while the database, queue and storage all work', async () => {
    const server = await start();
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok', storage: 'ok' },
    });

    // The storage folder replaced by a plain file: nothing can be stored any more.
    const blobs = path.join(server.config.dataDir, 'blobs');
    await rm(blobs, { recursive: true, force: true });
    await writeFile(blobs, 'not a folder');
    const broken = await fetch(`${server.url}/readyz`);
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', queue: 'ok', storage: 'failing' },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('returns a running analysis to the queue, and the next start finishes it', async () => {
    const server = await start({ analysisWorkers: 1, shutdownGraceMs: 50 });
    const { client } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
    const scan = await readFile(path.resolve('tests/fixtures/documents/ca-utility-bill.scan.jpg'));
    const res = await client.request(
      'POST',
      `/api/applications/${app.id}/documents`,
      form('address_proof', scan, 'bill.jpg'),
    );
    expect(res.status).toBe(201);
    const docId = ((await res.json()) as { id: number }).id;

    const db = server.app.ctx.db;
    for (let i = 0; i < 200; i++) {
      const job = await db
        .selectFrom('jobs')
        .select('status')
        .where('name', '=', 'analyze-document')
        .executeTakeFirst();
      if (job?.status === 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await server.app.close(); // mid-analysis: 50 ms of grace, then the job goes back

    const check = connectDatabase(server.config.database);
    try {
      const job = await check
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'analyze-document')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'queued', attempts: 0, locked_until: null });
      const doc = await check
        .selectFrom('documents')
        .select('status')
        .where('id', '=', docId)
        .executeTakeFirstOrThrow();
      expect(doc.status).toBe('uploaded');
    } finally {
      await check.destroy();
    }

    const again = await buildApp(server.config);
    try {
      let status = 'uploaded';
      for (let i = 0; i < 240 && status === 'uploaded'; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const doc = await again.ctx.db
          .selectFrom('documents')
          .select('status')
          .where('id', '=', docId)
          .executeTakeFirst();
        status = doc?.status ?? 'gone';
      }
      expect(['verified', 'failed']).toContain(status);
      const job = await again.ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'analyze-document')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await again.close();
    }
  }, 150_000);
});
