import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_JOB_RETENTION_MS, FAILED_JOB_RETENTION_MS } from '#server/jobs/job-queue.ts';
import { PgBossJobQueue } from '#server/jobs/pg-boss-queue.ts';
import { signUp } from '../support/client.ts';
import { startTestServer, TEST_DIALECT } from '../support/server.ts';
import { waitForOutboxMail } from '../support/staff.ts';

// The real engine: pg-boss in a schema of its own on the test PostgreSQL. Two queues on two connection pools
// stand in for two server processes.
const url = process.env.TEST_DATABASE_URL ?? '';
const schema = `t_${randomBytes(6).toString('hex')}_boss`;
let a: PgBossJobQueue;
let b: PgBossJobQueue;
let direct: pg.Client;

describe.skipIf(TEST_DIALECT !== 'postgres')('PgBossJobQueue (JOB_QUEUE=pg-boss)', () => {
  beforeAll(async () => {
    a = await PgBossJobQueue.start({ url, schema, runLimitMs: 60_000 });
    b = await PgBossJobQueue.start({ url, schema, runLimitMs: 60_000 });
    direct = new pg.Client({ connectionString: url });
    await direct.connect();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await direct?.end();
  });

  /** Lets a backed-off job run now instead of in a few seconds. */
  const runRetriesNow = (name: string) =>
    direct.query(`UPDATE ${schema}.job SET start_after = now() - interval '1 second' WHERE name = $1`, [name]);

  it('never hands the same job to two workers claiming at once', async () => {
    const sent = new Set<string>();
    for (let i = 0; i < 20; i++) sent.add(String(await a.enqueue('test-job', { i })));
    const claimed: string[] = [];
    const drain = async (queue: PgBossJobQueue) => {
      for (;;) {
        const job = await queue.claim(['test-job']);
        if (!job) return;
        claimed.push(String(job.id));
        await queue.complete(job.id);
      }
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(claimed.sort()).toEqual([...sent].sort());
    expect(await a.counts()).toMatchObject({ done: 20 });
  });

  it('carries the payload, retries a failed job with backoff, then gives up after its last attempt', async () => {
    await a.enqueue('flaky-job', { documentId: 7 }, 2);
    const first = await b.claim(['flaky-job']);
    expect(first).toMatchObject({ name: 'flaky-job', attempts: 1, max_attempts: 2 });
    expect(JSON.parse(first!.payload)).toEqual({ documentId: 7 });
    expect(await b.fail(first!, new Error('boom'))).toBe(false);
    expect(await a.claim(['flaky-job'])).toBeUndefined(); // backing off
    expect(await a.payloads('flaky-job', ['queued'])).toEqual([{ documentId: 7 }]);

    await runRetriesNow('flaky-job');
    const second = await a.claim(['flaky-job']);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(await a.payloads('flaky-job', ['running'])).toEqual([{ documentId: 7 }]);
    expect(await a.fail(second!, new Error('boom again'))).toBe(true);
    const { rows } = await direct.query(`SELECT state, output FROM ${schema}.job WHERE name = 'flaky-job'`);
    expect(rows).toEqual([{ state: 'failed', output: { message: 'boom again' } }]);
    expect(await a.payloads('flaky-job', ['queued', 'running'])).toEqual([]);
  });

  it("serves every user's next job before anyone's second, one job per user at a time", async () => {
    for (let i = 1; i <= 3; i++) await a.enqueue('fair-job', { owner: 1, i }, 3, 1);
    await a.enqueue('fair-job', { owner: 2, i: 1 }, 3, 2);
    const payloadOf = (job: { payload: string } | undefined) => JSON.parse(job?.payload ?? 'null') as unknown;

    const first = await a.claim(['fair-job']);
    const second = await b.claim(['fair-job']);
    expect(payloadOf(first)).toEqual({ owner: 1, i: 1 });
    expect(payloadOf(second)).toEqual({ owner: 2, i: 1 }); // not owner 1's second, queued earlier
    // Owner 1 already has a job running: its second waits, whichever process asks.
    expect(await b.claim(['fair-job'])).toBeUndefined();

    await a.complete(first!.id);
    await b.complete(second!.id);
    const rest: unknown[] = [];
    for (let job = await a.claim(['fair-job']); job; job = await a.claim(['fair-job'])) {
      rest.push(payloadOf(job));
      await a.complete(job.id);
    }
    expect(rest).toEqual([
      { owner: 1, i: 2 },
      { owner: 1, i: 3 },
    ]);
  });

  it('passes over a busy user’s waiting job: a free worker takes an idle user’s job at once', async () => {
    for (let i = 1; i <= 3; i++) await a.enqueue('line-job', { owner: 1, i }, 3, 1);
    for (let i = 1; i <= 2; i++) await a.enqueue('line-job', { owner: 2, i }, 3, 2);
    const payloadOf = (job: { payload: string } | undefined) => JSON.parse(job?.payload ?? 'null') as unknown;
    const running = await a.claim(['line-job']);
    const other = await b.claim(['line-job']);
    expect([payloadOf(running), payloadOf(other)]).toEqual([
      { owner: 1, i: 1 },
      { owner: 2, i: 1 },
    ]);
    await b.complete(other!.id);

    // First in line is owner 1's second job (same place in line, queued earlier), but owner 1 is busy.
    const next = await b.claim(['line-job']);
    expect(payloadOf(next)).toEqual({ owner: 2, i: 2 });
    expect(await a.claim(['line-job'])).toBeUndefined(); // both owners busy: one job each at most
    await a.complete(running!.id);
    await b.complete(next!.id);
    expect(payloadOf(await a.claim(['line-job']))).toEqual({ owner: 1, i: 2 });
  });

  it('takes a job handed back at shutdown again at once, the attempt not counted', async () => {
    await a.enqueue('returned-job', {});
    const job = await a.claim(['returned-job']);
    expect(job?.attempts).toBe(1);
    await a.release(job!.id);
    const again = await b.claim(['returned-job']);
    expect(again).toMatchObject({ id: job!.id, attempts: 1 });
    await b.fail(again!, new Error('once'));
    await runRetriesNow('returned-job');
    const third = await a.claim(['returned-job']);
    await a.release(third!.id);
    expect((await b.claim(['returned-job']))?.attempts).toBe(2);
  });

  it('waits for a job queued for later', async () => {
    await a.enqueue('later-job', {}, 3, null, new Date(Date.now() + 60_000));
    expect(await b.claim(['later-job'])).toBeUndefined();
    expect(await b.payloads('later-job', ['queued'])).toEqual([{}]);
  });

  it('deletes finished jobs after their retention, from the job table and from its archive', async () => {
    const DAY = 86_400_000;
    const finish = async (name: string, outcome: 'complete' | 'fail') => {
      await a.enqueue(name, {}, 1);
      const job = await a.claim([name]);
      if (outcome === 'complete') await a.complete(job!.id);
      else await a.fail(job!, new Error('gave up'));
    };
    for (const name of ['old-done', 'recent-done', 'archived-done']) await finish(name, 'complete');
    for (const name of ['old-failed', 'recent-failed']) await finish(name, 'fail');
    await a.enqueue('waiting', {});
    const age = (name: string, ms: number) =>
      direct.query(
        `UPDATE ${schema}.job SET completed_on = now() - $2 * interval '1 millisecond',
           created_on = now() - $2 * interval '1 millisecond' WHERE name = $1`,
        [name, ms],
      );
    await age('old-done', DONE_JOB_RETENTION_MS + DAY);
    await age('recent-done', DONE_JOB_RETENTION_MS - DAY);
    await age('archived-done', DONE_JOB_RETENTION_MS + DAY);
    await age('old-failed', FAILED_JOB_RETENTION_MS + DAY);
    await age('recent-failed', FAILED_JOB_RETENTION_MS - DAY);
    // pg-boss's maintenance moves finished jobs into its archive table; the retention covers that copy too.
    await direct.query(
      `WITH moved AS (DELETE FROM ${schema}.job WHERE name = 'archived-done' RETURNING *)
       INSERT INTO ${schema}.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
         retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on,
         keep_until, dead_letter, policy, output)
       SELECT id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after,
         started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter,
         policy, output FROM moved`,
    );

    await a.purgeFinished(new Date(Date.now() - DONE_JOB_RETENTION_MS), new Date(Date.now() - FAILED_JOB_RETENTION_MS));
    const names = ['old-done', 'recent-done', 'archived-done', 'old-failed', 'recent-failed', 'waiting'];
    const left = await direct.query<{ name: string }>(
      `SELECT name FROM ${schema}.job WHERE name = ANY($1) UNION ALL SELECT name FROM ${schema}.archive WHERE name = ANY($1)`,
      [names],
    );
    expect(left.rows.map((r) => r.name).sort()).toEqual(['recent-done', 'recent-failed', 'waiting']);
  });

  it('runs the app on it: mail queued by a request goes out, and /readyz reads the queue', async () => {
    const server = await startTestServer({ jobQueue: 'pg-boss' });
    try {
      const { client, user } = await signUp(server.url);
      expect((await client.post('/api/test-email', { emailType: 'verification_success' })).status).toBe(200);
      const mail = await waitForOutboxMail(server, (m) => m.to.includes(user.email) && !/Confirm your/.test(m.subject));
      expect(mail.subject).toContain('passed verification');
      // The job carries the id of the sealed message, never the address or the text.
      const mailJobs = await direct.query<{ data: unknown }>(
        `SELECT data FROM ${server.config.database.kind === 'postgres' ? server.config.database.schema : ''}_boss.job
         WHERE name = 'send-email'`,
      );
      // Two: the sign-up's address confirmation and the test e-mail.
      expect(mailJobs.rows.map((r) => r.data)).toEqual([
        { payload: { mailId: expect.any(Number) }, ownerId: null },
        { payload: { mailId: expect.any(Number) }, ownerId: null },
      ]);
      expect(await (await client.get('/readyz')).json()).toMatchObject({ checks: { queue: 'ok' } });
      // The embedded jobs table stays empty: every job went through pg-boss.
      expect(await server.app.ctx.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
