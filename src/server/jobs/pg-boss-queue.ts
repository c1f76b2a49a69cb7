import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import {
  DONE_JOB_RETENTION_MS,
  FAILED_JOB_RETENTION_MS,
  type ClaimedJob,
  type JobId,
  type JobQueue,
  type JobState,
} from './job-queue.ts';

/** What a job carries inside pg-boss: our JSON payload and whose work it is. */
interface BossData {
  payload: unknown;
  ownerId: number | null;
}

const STATES: Record<JobState, string[]> = { queued: ['created', 'retry'], running: ['active'] };
const COUNTED_AS: Record<string, string> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};
const RETRY_DELAY_S = 2;

/**
 * pg-boss's own housekeeping, set to our retention: its maintenance moves a finished job into its archive table
 * (completed ones after 12 h, its default, so the live table stays small) and drops archived rows later; the two
 * steps add up to DONE_JOB_RETENTION_MS for completed jobs and FAILED_JOB_RETENTION_MS for failed ones.
 */
const ARCHIVE_DONE_AFTER_S = 12 * 3600;
const DROP_ARCHIVED_AFTER_S = DONE_JOB_RETENTION_MS / 1000 - ARCHIVE_DONE_AFTER_S;
const RETENTION_OPTIONS = {
  archiveCompletedAfterSeconds: ARCHIVE_DONE_AFTER_S,
  archiveFailedAfterSeconds: FAILED_JOB_RETENTION_MS / 1000 - DROP_ARCHIVED_AFTER_S,
  deleteAfterSeconds: DROP_ARCHIVED_AFTER_S,
};
const UNIQUE_VIOLATION = '23505';

/** The columns of pg-boss's job row that a claim needs. */
interface BossRow {
  id: string;
  data: BossData;
  retry_count: number;
  retry_limit: number;
}

/**
 * The job queue on pg-boss, in its own schema of the application's PostgreSQL (JOB_QUEUE=pg-boss). It keeps
 * DbJobQueue's promises with pg-boss's own means (docs/decisions/0008-job-queue.md):
 * - per-user concurrency of one: every queue is a `singleton` queue and a job's singletonKey is its owner,
 *   so PostgreSQL's unique index admits one active job per owner, across every process;
 * - round robin across users: priority is minus the job's place in its owner's line, so every user's next
 *   job runs before anyone's second; a claim passes over jobs whose owner is busy (see takeNext);
 * - attempts and backoff: pg-boss retries (retryLimit = attempts - 1, exponential from 2 s).
 * pg-boss 10 cannot renew a lock: a job may run `runLimitMs` before it counts as crashed and is retried.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly created = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly schema: string,
    private readonly runLimitMs: number,
  ) {}

  static async start(options: {
    url: string;
    schema: string;
    runLimitMs: number;
    onError?: (error: Error) => void;
  }): Promise<PgBossJobQueue> {
    const boss = new PgBoss({ connectionString: options.url, schema: options.schema, max: 4, ...RETENTION_OPTIONS });
    // Unhandled, an 'error' event (a lost connection during maintenance) would end the process.
    boss.on('error', options.onError ?? (() => {}));
    await boss.start();
    return new PgBossJobQueue(boss, options.schema, options.runLimitMs);
  }

  private sql<T>(text: string, values: unknown[]): Promise<T[]> {
    return this.boss
      .getDb()
      .executeSql(text, values)
      .then((r) => r.rows as T[]);
  }

  private async ensureQueue(name: string, maxAttempts: number): Promise<void> {
    if (this.created.has(name)) return;
    await this.boss.createQueue(name, {
      name,
      policy: 'singleton',
      retryLimit: maxAttempts - 1,
      retryDelay: RETRY_DELAY_S,
      retryBackoff: true,
      expireInSeconds: Math.ceil(this.runLimitMs / 1000),
    });
    this.created.add(name);
  }

  async enqueue(
    name: string,
    payload: unknown,
    maxAttempts = 3,
    ownerId: number | null = null,
    runAfter?: Date,
  ): Promise<JobId> {
    await this.ensureQueue(name, maxAttempts);
    // Jobs without an owner get a key of their own, so the singleton rule never holds them back.
    const singletonKey = ownerId === null ? `job:${randomUUID()}` : `owner:${ownerId}`;
    const priority = ownerId === null ? 0 : -(await this.nextRank(singletonKey));
    const data: BossData = { payload, ownerId };
    const id = await this.boss.send(name, data, {
      priority,
      singletonKey,
      retryLimit: maxAttempts - 1,
      retryDelay: RETRY_DELAY_S,
      retryBackoff: true,
      expireInSeconds: Math.ceil(this.runLimitMs / 1000),
      ...(runAfter ? { startAfter: runAfter } : {}),
    });
    if (!id) throw new Error(`pg-boss did not accept the ${name} job`);
    return `${name}/${id}`;
  }

  /** One past the owner's last live place in line, 0 when the owner has nothing queued or running. */
  private async nextRank(singletonKey: string): Promise<number> {
    const [row] = await this.sql<{ rank: number | null }>(
      `SELECT max(-priority) AS rank FROM ${this.schema}.job WHERE singleton_key = $1 AND state IN ('created', 'retry', 'active')`,
      [singletonKey],
    );
    return row?.rank === null || row?.rank === undefined ? 0 : Number(row.rank) + 1;
  }

  async claim(names: string[]): Promise<ClaimedJob | undefined> {
    for (const name of names) {
      if (!this.created.has(name)) {
        if (!(await this.boss.getQueue(name))) continue; // nothing was ever queued under this name
        this.created.add(name);
      }
      const job = await this.takeNext(name);
      if (!job) continue;
      return {
        id: `${name}/${job.id}`,
        name,
        payload: JSON.stringify(job.data.payload),
        attempts: job.retry_count + 1,
        max_attempts: job.retry_limit + 1,
      };
    }
    return undefined;
  }

  /**
   * pg-boss's own fetch, but passing over jobs whose owner already has one running: pg-boss's fetch looks only
   * at the first job in line, and when its owner is busy it returns nothing, so another user's job waits.
   * Same ordering (priority = round robin, then age), same row changes, same SKIP LOCKED; the singleton index
   * still has the last word: two workers picking two jobs of one idle owner at the same instant is the one case
   * it refuses, and that worker simply tries again.
   */
  private async takeNext(name: string): Promise<BossRow | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const [job] = await this.sql<BossRow>(
          `WITH next AS (
             SELECT j.id FROM ${this.schema}.job j
             WHERE j.name = $1 AND j.state < 'active' AND j.start_after < now()
               AND NOT EXISTS (
                 SELECT 1 FROM ${this.schema}.job busy
                 WHERE busy.name = j.name AND busy.state = 'active' AND busy.singleton_key = j.singleton_key
               )
             ORDER BY j.priority DESC, j.created_on, j.id
             LIMIT 1
             FOR UPDATE SKIP LOCKED
           )
           UPDATE ${this.schema}.job j SET state = 'active', started_on = now(),
             retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
           FROM next WHERE j.name = $1 AND j.id = next.id
           RETURNING j.id, j.data, j.retry_count, j.retry_limit`,
          [name],
        );
        return job;
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      }
    }
    return undefined;
  }

  /** pg-boss 10 has no lock to renew: a job's run limit is fixed when it is sent. */
  async extendLock(): Promise<void> {}

  async complete(id: JobId): Promise<void> {
    const [name, uuid] = split(id);
    await this.boss.complete(name, uuid);
  }

  async fail(job: ClaimedJob, error: unknown): Promise<boolean> {
    const [name, uuid] = split(job.id);
    const message = String(error instanceof Error ? error.message : error).slice(0, 2000);
    await this.boss.fail(name, uuid, { message });
    return job.attempts >= job.max_attempts;
  }

  /**
   * Shutdown: the job goes back unrun and the attempt is not counted. pg-boss has no call for that, so one
   * UPDATE undoes what its fetch did (it counts a retry only for a job that had started before).
   */
  async release(id: JobId): Promise<void> {
    const [name, uuid] = split(id);
    await this.sql(
      `UPDATE ${this.schema}.job SET state = 'retry', start_after = now(),
         started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
         retry_count = greatest(retry_count - 1, 0)
       WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, uuid],
    );
  }

  /** Only SQLite's single process needs this; pg-boss expires a dead process's jobs itself. */
  async releaseAllLocks(): Promise<void> {}

  async counts(): Promise<Record<string, number>> {
    const rows = await this.sql<{ state: string; n: string }>(
      `SELECT state, count(*) AS n FROM ${this.schema}.job GROUP BY state`,
      [],
    );
    const counts: Record<string, number> = {};
    for (const { state, n } of rows) {
      const as = COUNTED_AS[state] ?? state;
      counts[as] = (counts[as] ?? 0) + Number(n);
    }
    return counts;
  }

  async payloads(name: string, states: JobState[]): Promise<unknown[]> {
    const rows = await this.sql<{ data: BossData }>(
      `SELECT data FROM ${this.schema}.job WHERE name = $1 AND state::text = ANY($2)`,
      [name, states.flatMap((s) => STATES[s])],
    );
    return rows.map((r) => r.data.payload);
  }

  /**
   * The same retention as pg-boss's maintenance (RETENTION_OPTIONS), applied now by the purge job, in both the live
   * table and the archive, so it holds whichever process runs pg-boss's maintenance and whenever.
   */
  async purgeFinished(doneBefore: Date, failedBefore: Date): Promise<number> {
    let deleted = 0;
    for (const table of ['job', 'archive']) {
      const rows = await this.sql<{ id: string }>(
        `DELETE FROM ${this.schema}.${table}
         WHERE (state IN ('completed', 'cancelled') AND completed_on < $1)
            OR (state = 'failed' AND completed_on < $2)
         RETURNING id`,
        [doneBefore, failedBefore],
      );
      deleted += rows.length;
    }
    return deleted;
  }

  async close(): Promise<void> {
    await this.boss.stop({ graceful: false, wait: true });
  }
}

function split(id: JobId): [string, string] {
  const text = String(id);
  const at = text.lastIndexOf('/');
  return [text.slice(0, at), text.slice(at + 1)];
}
