import { mkdirSync, readdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { STALE_DETAILS_MESSAGE } from '#shared/schemas/renewal-form.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { form, jpeg } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { activatePlan } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const blobFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).flatMap((shard) => readdirSync(path.join(dir, shard))) : [];

async function newApplication(client: TestClient): Promise<number> {
  return (await json(await client.post('/api/applications', { type: 'renewal' }))).id as number;
}

describe('concurrent uploads to one slot', () => {
  it('leave exactly one document, row and blob, in 20 rounds of two at once', async () => {
    const { client, user } = await signUp(server.url);
    await activatePlan(server, user.id, 'express'); // 20 applications: past Basic's one
    const blobDir = path.join(server.config.dataDir, 'blobs');
    const [a, b] = [await jpeg(64, 80), await jpeg(66, 82)];
    for (let round = 0; round < 20; round++) {
      const appId = await newApplication(client);
      const results = await Promise.all([
        client.request('POST', `/api/applications/${appId}/documents`, form('photo', a, 'a.jpg')),
        client.request('POST', `/api/applications/${appId}/documents`, form('photo', b, 'b.jpg')),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      const docs = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as { id: number }[];
      expect(docs, `round ${round}`).toHaveLength(1);
      const rows = await server.app.ctx.db
        .selectFrom('documents')
        .select(['id', 'filename'])
        .where('application_id', '=', appId)
        .execute();
      expect(rows).toHaveLength(1);
      await expect(server.app.ctx.blobs.get(rows[0]!.filename)).resolves.toBeInstanceOf(Buffer);
    }
    // Every replaced file is gone: one blob per surviving row, no leftovers.
    const all = await server.app.ctx.db.selectFrom('documents').select('filename').execute();
    expect(blobFiles(blobDir).sort()).toEqual(all.map((r) => r.filename).sort());
  });
});

describe('crash leftovers', () => {
  it('removes old *.tmp files and blobs no row names at start, and keeps live ones', async () => {
    const own = await startTestServer();
    const blobDir = path.join(own.config.dataDir, 'blobs');
    const { client } = await signUp(own.url);
    const appId = await newApplication(client);
    expect(
      (await client.request('POST', `/api/applications/${appId}/documents`, form('photo', await jpeg(), 'p.jpg')))
        .status,
    ).toBe(201);
    await own.app.close();

    mkdirSync(path.join(blobDir, 'ab'), { recursive: true });
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    const tmp = path.join(blobDir, 'ab', 'abababababababababababababababab.tmp');
    const orphan = path.join(blobDir, 'ab', 'abcdabcdabcdabcdabcdabcdabcdabcd');
    const fresh = path.join(blobDir, 'ab', 'ab00ab00ab00ab00ab00ab00ab00ab00');
    for (const file of [tmp, orphan, fresh]) writeFileSync(file, 'x');
    utimesSync(tmp, old, old);
    utimesSync(orphan, old, old);

    const again = await buildApp(own.config);
    try {
      expect(existsSync(tmp)).toBe(false);
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(fresh)).toBe(true); // may belong to an upload in flight in another process
      const rows = await again.ctx.db.selectFrom('documents').select('filename').execute();
      expect(rows).toHaveLength(1);
      await expect(again.ctx.blobs.get(rows[0]!.filename)).resolves.toBeInstanceOf(Buffer);
    } finally {
      await again.close();
      await own.close();
    }
  });
});

describe('draft saves from two tabs', () => {
  it('refuses a stale save with 409 and keeps the newer one', async () => {
    const { client } = await signUp(server.url);
    const appId = await newApplication(client);
    const loaded = (await json(await client.get(`/api/applications/${appId}`))).detailsSavedAt as string | null;
    expect(loaded).toBeNull();
    const tabA = await client.post(`/api/applications/${appId}/details`, {
      isDraft: true,
      fullName: 'Asha Rao',
      basedOn: loaded,
    });
    expect(tabA.status).toBe(200);
    const tabB = await client.post(`/api/applications/${appId}/details`, {
      isDraft: true,
      fatherName: 'Ravi Rao',
      basedOn: loaded,
    });
    expect(tabB.status).toBe(409);
    expect((await json(tabB)).message).toBe(STALE_DETAILS_MESSAGE);
    const now = await json(await client.get(`/api/applications/${appId}`));
    expect(now.details).toMatchObject({ fullName: 'Asha Rao' });
    // Reloaded, tab B saves on top of the newer version.
    const retry = await client.post(`/api/applications/${appId}/details`, {
      isDraft: true,
      fullName: 'Asha Rao',
      fatherName: 'Ravi Rao',
      basedOn: now.detailsSavedAt,
    });
    expect(retry.status).toBe(200);
  });

  it.each([1e20, 8.64e15 + 1, '20261-01-01T00:00:00Z', 'yesterday'])(
    'answers 400, not 500, to lastSaved %s',
    async (lastSaved) => {
      const { client } = await signUp(server.url);
      const appId = await newApplication(client);
      const res = await client.post(`/api/applications/${appId}/details`, { isDraft: true, lastSaved });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('lastSaved must be a time, as an ISO timestamp or epoch milliseconds.');
    },
  );
});
