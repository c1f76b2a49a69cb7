import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { nowIso, type Db, type Dialect } from '../db/connect.ts';
import type { JobsTable } from '../db/schema.ts';

export type JobRow = Selectable<JobsTable>;

/** The embedded queue numbers jobs; an engine such as pg-boss names them with UUIDs. */
export type JobId = number | string;

/** What a runner needs of a claimed job, whichever queue it came from. */
export interface ClaimedJob {
  id: JobId;
  name: string;
  /** JSON text. */
  payload: string;
  /** Attempts so far, this one included. */
  attempts: number;
  max_attempts: number;
}

export type JobState = 'queued' | 'running';

const DAY_MS = 86_400_000;
/**
 * How long a finished job's row is kept (docs/decisions/0008-job-queue.md): long enough to look into what happened,
 * short enough that the queue does not become an archive of everything ever sent. Failed jobs are kept longer,
 * since someone may need to find out why.
 */
export const DONE_JOB_RETENTION_MS = 7 * DAY_MS;
export const FAILED_JOB_RETENTION_MS = 30 * DAY_MS;

/**
 * The queue the app and the runners use. The embedded DbJobQueue is the default; PgBossJobQueue puts the
 * same promises on pg-boss (docs/decisions/0008-job-queue.md).
 */
export interface JobQueue {
  enqueue(
    name: string,
    payload: unknown,
    maxAttempts?: number,
    ownerId?: number | null,
    runAfter?: Date,
  ): Promise<JobId>;
  claim(names: string[], lockMs: number): Promise<ClaimedJob | undefined>;
  extendLock(id: JobId, lockMs: number): Promise<void>;
  complete(id: JobId): Promise<void>;
  /** Requeues with a backoff, or marks the job failed for good. Returns true when it gave up. */
  fail(job: ClaimedJob, error: unknown): Promise<boolean>;
  /** Hands a running job back unrun (shutdown): queued again at once, the attempt not counted. */
  release(id: JobId): Promise<void>;
  /** After a crash of the only process (SQLite), its running jobs can be taken over at once. */
  releaseAllLocks(): Promise<void>;
  counts(): Promise<Record<string, number>>;
  /** Payloads of this job type's jobs in the given states (start-up requeueing, the sweep's schedule). */
  payloads(name: string, states: JobState[]): Promise<unknown[]>;
  /** Deletes jobs that finished (done / failed for good) before these instants; returns how many. */
  purgeFinished(doneBefore: Date, failedBefore: Date): Promise<number>;
  close(): Promise<void>;
}

/** A job type: its name and what to do. Payloads are JSON. */
export interface JobDefinition<P = unknown> {
  name: string;
  /** How long one attempt may hold the job before another worker may take it over. */
  lockMs: number;
  maxAttempts: number;
  handle(payload: P, job: ClaimedJob): Promise<void>;
  /** Called once the last attempt failed, with the last error. */
  onGiveUp?(payload: P, error: unknown): Promise<void>;
}

/**
 * A queue in the application database. Claiming is one atomic statement: on PostgreSQL it uses
 * FOR UPDATE SKIP LOCKED so several server processes share the queue; SQLite serialises writers anyway.
 * See docs/decisions/0008-job-queue.md.
 */
export class DbJobQueue implements JobQueue {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  /**
   * `ownerId` names the user whose work the job is: the job goes to the back of that user's own line
   * (its fair_rank), so one account's flood never pushes back another account's next job.
   */
  async enqueue(
    name: string,
    payload: unknown,
    maxAttempts = 3,
    ownerId: number | null = null,
    runAfter?: Date,
  ): Promise<number> {
    const now = nowIso();
    const fairRank = ownerId === null ? 0 : await this.nextRank(ownerId);
    const row = await this.db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        max_attempts: maxAttempts,
        run_after: runAfter?.toISOString() ?? now,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        owner_id: ownerId,
        fair_rank: fairRank,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private async nextRank(ownerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.max('fair_rank').as('rank'))
      .where('owner_id', '=', ownerId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return row?.rank === null || row?.rank === undefined ? 0 : Number(row.rank) + 1;
  }

  /**
   * Takes the next runnable job (queued, or running with an expired lock) and locks it. Fair across
   * users: round robin by each owner's line (fair_rank, then age), and never a second job of an owner
   * who already has one running (a per-user concurrency of one).
   */
  async claim(names: string[], lockMs: number): Promise<JobRow | undefined> {
    const now = nowIso();
    const until = new Date(Date.now() + lockMs).toISOString();
    const runnable = this.db
      .selectFrom('jobs as j')
      .select('j.id')
      .where('j.name', 'in', names)
      .where((eb) =>
        eb.or([
          eb.and([eb('j.status', '=', 'queued'), eb('j.run_after', '<=', now)]),
          eb.and([eb('j.status', '=', 'running'), eb('j.locked_until', '<', now)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('jobs as busy')
              .select('busy.id')
              .whereRef('busy.owner_id', '=', 'j.owner_id')
              .where('busy.status', '=', 'running')
              .where('busy.locked_until', '>=', now),
          ),
        ),
      )
      .orderBy('j.fair_rank')
      .orderBy('j.id')
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

  async extendLock(id: JobId, lockMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() + lockMs).toISOString() })
      .where('id', '=', Number(id))
      .where('status', '=', 'running')
      .execute();
  }

  async complete(id: JobId): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ status: 'done', locked_until: null, updated_at: nowIso() })
      .where('id', '=', Number(id))
      .execute();
  }

  async fail(job: ClaimedJob, error: unknown): Promise<boolean> {
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
      .where('id', '=', Number(job.id))
      .execute();
    return giveUp;
  }

  async release(id: JobId): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'queued',
        locked_until: null,
        run_after: nowIso(),
        attempts: eb('attempts', '-', 1),
        updated_at: nowIso(),
      }))
      .where('id', '=', Number(id))
      .where('status', '=', 'running')
      .execute();
  }

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

  async payloads(name: string, states: JobState[]): Promise<unknown[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', name)
      .where('status', 'in', states)
      .execute();
    return rows.map((r) => JSON.parse(r.payload) as unknown);
  }

  /** A finished job's updated_at is when it finished. Queued and running jobs are never touched. */
  async purgeFinished(doneBefore: Date, failedBefore: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('updated_at', '<', doneBefore.toISOString())]),
          eb.and([eb('status', '=', 'failed'), eb('updated_at', '<', failedBefore.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The connection belongs to the app, which closes it. */
  async close(): Promise<void> {}
}
