import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STORAGE_SWEEP_JOB,
  expireDocuments,
  scheduleStorageSweep,
  storageSweepJob,
} from '#server/domain/storage/expire-documents.ts';
import { signUp } from '../support/client.ts';
import { form, jpeg } from '../support/files.ts';
import { mailsQueued } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const outbox = () => mailsQueued(server);

async function storedDocument() {
  const { client } = await signUp(server.url);
  const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
  const res = await client.request(
    'POST',
    `/api/applications/${app.id}/documents`,
    form('photo', await jpeg(), 'me.jpg', 'image/jpeg'),
  );
  const { id } = (await res.json()) as { id: number };
  const row = await server.app.ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { client, row, expiresAt: new Date(row.expires_at ?? '') };
}

const find = (id: number) =>
  server.app.ctx.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();

describe('storage expiry sweep with an injected clock', () => {
  it('notices once 30 days ahead, never deletes early, deletes blob and row at expiry', async () => {
    const { client, row, expiresAt } = await storedDocument();
    const ctx = server.app.ctx;
    const months = (expiresAt.getTime() - Date.parse(row.created_at)) / DAY;
    expect(months).toBeGreaterThan(180.9); // 6 months for an unpaid (Basic) upload
    expect(months).toBeLessThanOrEqual(184);

    const mails = await outbox();
    await expireDocuments(ctx, new Date(expiresAt.getTime() - 31 * DAY));
    expect(await outbox()).toBe(mails);
    expect((await find(row.id))?.expiry_notice_sent_at).toBeNull();

    await expireDocuments(ctx, new Date(expiresAt.getTime() - 29 * DAY));
    expect(await outbox()).toBe(mails + 1);
    expect((await find(row.id))?.expiry_notice_sent_at).not.toBeNull();
    await expireDocuments(ctx, new Date(expiresAt.getTime() - 10 * DAY));
    expect(await outbox()).toBe(mails + 1);

    await expireDocuments(ctx, new Date(expiresAt.getTime() - 1000));
    expect(await find(row.id)).toBeDefined();
    expect(Buffer.isBuffer(await ctx.blobs.get(row.filename))).toBe(true);

    const result = await expireDocuments(ctx, new Date(expiresAt.getTime() + 1000));
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await find(row.id)).toBeUndefined();
    await expect(ctx.blobs.get(row.filename)).rejects.toThrow();
    expect(((await (await client.get('/api/user-documents')).json()) as unknown[]).length).toBe(0);
  });

  it('runs as a DB job that schedules its next run, once', async () => {
    const { row, expiresAt } = await storedDocument();
    const ctx = server.app.ctx;
    const later = new Date(expiresAt.getTime() + DAY);
    await scheduleStorageSweep(ctx);
    await scheduleStorageSweep(ctx);
    const queued = await ctx.db.selectFrom('jobs').selectAll().where('name', '=', STORAGE_SWEEP_JOB).execute();
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(1);
    const job = queued[0];
    if (!job) throw new Error('no job');
    // As the runner does: the job being handled is claimed (running), not queued.
    await ctx.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', job.id).execute();
    await storageSweepJob(ctx, () => later).handle({}, job);
    expect(await find(row.id)).toBeUndefined();
    const next = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', STORAGE_SWEEP_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(next.run_after).toBe(new Date(later.getTime() + 3_600_000).toISOString());
  });
});
