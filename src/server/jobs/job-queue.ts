import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { nowIso, type Db, type Dialect } from '../db/connect.ts';
import type { JobsTable } from '../db/schema.ts';

export type JobRow = Selectable<JobsTable>;

/** A job type: its name and what to do. Payloads are JSON. */
export interface JobDefinition<P = unknown> {
  name: string;
  /** How long one attempt may hold the job before another worker may take it over. */
  lockMs: number;
  maxAttempts: number;
  handle(payload: P, job: JobRow): Promise<void>;
  /** Called once the last attempt failed, with the last error. */
  onGiveUp?(payload: P, error: unknown): Promise<void>;
}

/**
 * A queue in the application database. Claiming is one atomic statement: on PostgreSQL it uses
 * FOR UPDATE SKIP LOCKED so several server processes share the queue; SQLite serialises writers anyway.
 * See docs/decisions/job-queue.md.
 */
export class DbJobQueue {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  /** `runAfter` delays the job (scheduled work); by default it may run at once. */
  async enqueue(name: string, payload: unknown, maxAttempts = 3, runAfter?: Date): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        max_attempts: maxAttempts,
        run_after: runAfter ? runAfter.toISOString() : now,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Takes the oldest runnable job (queued, or running with an expired lock) and locks it. */
  async claim(names: string[], lockMs: number): Promise<JobRow | undefined> {
    const now = nowIso();
    const until = new Date(Date.now() + lockMs).toISOString();
    const runnable = this.db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(1);
    const picked = this.dialect === 'postgres' ? runnable.modifyEnd(sql`for update skip locked`) : runnable;
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        locked_until: until,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', (eb) => eb.selectFrom(picked.as('picked')).select('picked.id'))
      .returningAll()
      .executeTakeFirst();
  }

  async extendLock(id: number, lockMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() + lockMs).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  async complete(id: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ status: 'done', locked_until: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Requeues with a backoff, or marks the job failed for good. Returns true when it gave up. */
  async fail(job: JobRow, error: unknown): Promise<boolean> {
    const giveUp = job.attempts >= job.max_attempts;
    const backoffMs = 2000 * 2 ** (job.attempts - 1);
    await this.db
      .updateTable('jobs')
      .set({
        status: giveUp ? 'failed' : 'queued',
        run_after: new Date(Date.now() + backoffMs).toISOString(),
        locked_until: null,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 2000),
        updated_at: nowIso(),
      })
      .where('id', '=', job.id)
      .execute();
    return giveUp;
  }

  /** After a crash of the only process (SQLite), its running jobs can be taken over at once. */
  async releaseAllLocks(): Promise<void> {
    await this.db.updateTable('jobs').set({ locked_until: nowIso() }).where('status', '=', 'running').execute();
  }

  async counts(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
}
