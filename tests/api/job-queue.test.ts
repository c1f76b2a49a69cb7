import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '#server/db/connect.ts';
import { DbJobQueue } from '#server/jobs/job-queue.ts';
import { JobRunner } from '#server/jobs/job-runner.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Two queues on two separate connection pools stand in for two server processes sharing one database.
let server: TestServer;
let otherDb: Db;
beforeAll(async () => {
  server = await startTestServer();
  otherDb = connectDatabase(server.config.database);
});
afterAll(async () => {
  await otherDb.destroy();
  await server.close();
});

describe('DbJobQueue', () => {
  it('never hands the same job to two workers claiming at once', async () => {
    const kind = server.config.database.kind;
    const a = new DbJobQueue(server.app.ctx.db, kind);
    const b = new DbJobQueue(otherDb, kind);
    const ids = new Set<number>();
    for (let i = 0; i < 30; i++) ids.add(await a.enqueue('test-job', { i }));

    const claimed: number[] = [];
    const drain = async (queue: DbJobQueue) => {
      for (;;) {
        const job = await queue.claim(['test-job'], 60_000);
        if (!job) return;
        claimed.push(job.id);
      }
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(claimed.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('retries a failed job with backoff, then gives up after its last attempt', async () => {
    const queue = new DbJobQueue(server.app.ctx.db, server.config.database.kind);
    await queue.enqueue('flaky-job', {}, 2);
    const first = await queue.claim(['flaky-job'], 60_000);
    expect(first?.attempts).toBe(1);
    expect(await queue.fail(first!, new Error('boom'))).toBe(false);
    expect(await queue.claim(['flaky-job'], 60_000)).toBeUndefined(); // backing off
    await server.app.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(0).toISOString() })
      .where('id', '=', first!.id)
      .execute();
    const second = await queue.claim(['flaky-job'], 60_000);
    expect(second?.attempts).toBe(2);
    expect(await queue.fail(second!, new Error('boom again'))).toBe(true);
    const row = await server.app.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: 'boom again' });
  });

  it('takes over a running job whose lock has lapsed (its process died)', async () => {
    const queue = new DbJobQueue(server.app.ctx.db, server.config.database.kind);
    await queue.enqueue('orphan-job', {});
    const job = await queue.claim(['orphan-job'], 60_000);
    expect(await queue.claim(['orphan-job'], 60_000)).toBeUndefined();
    await server.app.ctx.db
      .updateTable('jobs')
      .set({ locked_until: new Date(0).toISOString() })
      .where('id', '=', job!.id)
      .execute();
    expect((await queue.claim(['orphan-job'], 60_000))?.id).toBe(job!.id);
  });

  it('takes turns between users and never runs two jobs of one user at once', async () => {
    const queue = new DbJobQueue(server.app.ctx.db, server.config.database.kind);
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await queue.enqueue('fair-job', { user: 1, i }, 3, 1001));
    const other = await queue.enqueue('fair-job', { user: 2 }, 3, 1002);
    const later = await queue.enqueue('fair-job', { user: 2, again: true }, 3, 1002);

    // User 1 has a job running: the next claim skips the rest of user 1's flood.
    const first = await queue.claim(['fair-job'], 60_000);
    expect(first?.id).toBe(flood[0]);
    const second = await queue.claim(['fair-job'], 60_000);
    expect(second?.id).toBe(other);
    // Both users busy: nothing more runs until one finishes.
    expect(await queue.claim(['fair-job'], 60_000)).toBeUndefined();

    // Round robin: after user 1's first job, user 2's second job comes before user 1's second.
    await queue.complete(first!.id);
    await queue.complete(second!.id);
    const order: number[] = [];
    for (;;) {
      const job = await queue.claim(['fair-job'], 60_000);
      if (!job) break;
      order.push(job.id);
      await queue.complete(job.id);
    }
    expect(order).toEqual([flood[1], later, flood[2], flood[3], flood[4]]);
  });
});

describe('JobRunner', () => {
  it('hands back a job it claimed while stopping, instead of running it on a closing database', async () => {
    const real = new DbJobQueue(server.app.ctx.db, server.config.database.kind);
    const id = await real.enqueue('late-job', {});
    // The real queue, with its claim held at a gate so stop() arrives while the claim is under way.
    let claimStarted!: () => void;
    let openGate!: () => void;
    const started = new Promise<void>((resolve) => (claimStarted = resolve));
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const slow = Object.assign(Object.create(real) as DbJobQueue, {
      claim: async (names: string[], lockMs: number) => {
        claimStarted();
        await gate;
        return real.claim(names, lockMs);
      },
    });
    let ran = false;
    const runner = new JobRunner(slow, server.app.log, { concurrency: 1, pollMs: 50 });
    runner.register({ name: 'late-job', lockMs: 60_000, maxAttempts: 3, handle: async () => void (ran = true) });
    runner.start();
    await started;
    const stopping = runner.stop();
    openGate();
    await stopping;
    expect(ran).toBe(false);
    const row = await server.app.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', attempts: 0 });
  });
});
