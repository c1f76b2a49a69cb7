import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { AnalysisPool } from './jobs/analysis-pool.ts';
import type { DbJobQueue } from './jobs/job-queue.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { OutboxMailer } from './mail/outbox.ts';

/** Everything a route or domain function needs, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
  blobs: BlobStore;
  mailer: OutboxMailer;
  jobs: DbJobQueue;
  /** Absent when this process runs no analysis workers. */
  runner: JobRunner | undefined;
  analysis: Pick<AnalysisPool, 'analyze' | 'fixPhoto'>;
  limits: {
    loginPerIp: RateLimiter;
    loginPerAccount: RateLimiter;
    signupPerIp: RateLimiter;
    uploadsPerUser: RateLimiter;
    supportMessagesPerIp: RateLimiter;
    quickHelpPerIp: RateLimiter;
  };
}
