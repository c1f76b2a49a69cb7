import type { ChatBus } from './chat/chat-bus.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { LoginBackoff, RateLimiter } from './auth/rate-limit.ts';
import type { RateLimitStore } from './auth/rate-limit-store.ts';
import type { AnalysisPool } from './jobs/analysis-pool.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { UploadInspector } from './jobs/upload-inspector.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Mailer } from './mail/mailer.ts';

import type { RuleOverridesHolder } from './domain/case/rule-overrides.ts';

/** Everything a route or domain function needs, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
  blobs: BlobStore;
  mailer: Mailer;
  jobs: JobQueue;
  /** Absent when this process runs no analysis workers. */
  runner: JobRunner | undefined;
  analysis: Pick<AnalysisPool, 'analyze' | 'fixPhoto'>;
  /** Checks each upload in a worker thread with a time and memory budget. */
  inspector: UploadInspector;
  limits: {
    loginPerIp: RateLimiter;
    loginPerAccount: LoginBackoff;
    signupPerIp: RateLimiter;
    uploadsPerUser: RateLimiter;
    applicationsPerUser: RateLimiter;
    paymentSessionsPerUser: RateLimiter;
    testEmailsPerUser: RateLimiter;
    signInLinksPerIp: RateLimiter;
    signInLinksPerAccount: RateLimiter;
    demosPerIp: RateLimiter;
    supportMessagesPerIp: RateLimiter;
    quickHelpPerIp: RateLimiter;
    liveChatMessagesPerUser: RateLimiter;
    liveChatTypingPerUser: RateLimiter;
    apiKeyRequests: RateLimiter;
    apiKeysPerUser: RateLimiter;
  };
  /** Live chat events between server processes (in-process on SQLite, LISTEN/NOTIFY on PostgreSQL). */
  chatBus: ChatBus;
  /** Shared counters behind `limits` (database or Redis). */
  limitStore: RateLimitStore;
  /** Staff's edits to the case rules, applied to every case answer this process gives. */
  ruleOverrides: RuleOverridesHolder;
}
