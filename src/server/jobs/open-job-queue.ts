import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { DbJobQueue, type JobQueue } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';

// A job may run this long past the analysis limit on pg-boss before it counts as crashed (no lock renewal).
const RUN_MARGIN_MS = 60_000;

/** The embedded queue (the jobs table) unless JOB_QUEUE=pg-boss, which config.ts allows on PostgreSQL only. */
export async function openJobQueue(config: Config, db: Db, log: FastifyBaseLogger): Promise<JobQueue> {
  if (config.jobQueue === 'embedded' || config.database.kind !== 'postgres') {
    return new DbJobQueue(db, config.database.kind);
  }
  return PgBossJobQueue.start({
    url: config.database.url,
    // Beside the app's own schema (tests give each server one), else pg-boss's usual name.
    schema: config.database.schema ? `${config.database.schema}_boss` : 'pgboss',
    runLimitMs: config.analysisTimeoutMs + RUN_MARGIN_MS,
    onError: (error) => log.error({ err: error }, 'pg-boss error'),
  });
}
