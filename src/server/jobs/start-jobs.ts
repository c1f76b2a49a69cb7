import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { analyzeDocumentJob, ANALYZE_DOCUMENT_JOB } from '../domain/documents/analyze-document-job.ts';
import { deleteDemoAccountJob } from '../domain/users/delete-demo-account-job.ts';
import { sendEmailJob } from '../mail/mailer.ts';
import { scheduleTimelineReminders, timelineRemindersJob } from '../domain/applications/timeline-reminders.ts';
import { scheduleStorageSweep, storageSweepJob } from '../domain/storage/expire-documents.ts';
import { listDocumentsByStatus } from '../repositories/documents.repository.ts';
import { AnalysisPool } from './analysis-pool.ts';
import { JobRunner } from './job-runner.ts';
import { jobPurgeJob, scheduleJobPurge } from './purge-jobs.ts';

/**
 * Starts the analysis threads and the job runner. A crash between any two steps loses nothing:
 * documents still `uploaded` without a live job are queued again here.
 */
export async function startJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<{ stop(): Promise<void> }> {
  await requeueStrandedDocuments(ctx);
  const background = await startBackgroundJobs(ctx, log);
  const workers = ctx.config.analysisWorkers;
  if (workers === 0) return background;

  if (ctx.config.database.kind === 'sqlite') await ctx.jobs.releaseAllLocks(); // the only process: its old jobs are orphans
  const pool = new AnalysisPool(workers, ctx.config.analysisTimeoutMs);
  ctx.analysis = pool;
  const runner = new JobRunner(ctx.jobs, log, { concurrency: workers, pollMs: 1000 });
  runner.register(analyzeDocumentJob(ctx));
  ctx.runner = runner;
  pool.warmUp().then(
    () => log.info('analysis models loaded'),
    (error: unknown) => log.error({ err: error }, 'analysis warm-up failed'),
  );
  runner.start();
  return {
    async stop() {
      await background.stop();
      await runner.stop(ctx.config.shutdownGraceMs);
      await pool.close();
    },
  };
}

/** Light jobs (mail, demo clean-up, storage sweep, job purge, timeline reminders) run in every process, whatever its analysis workers. */
async function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<{ stop(): Promise<void> }> {
  const runner = new JobRunner(ctx.jobs, log, { concurrency: 1, pollMs: 1000 });
  runner.register(sendEmailJob(ctx.db, ctx.mailer.transport));
  runner.register(deleteDemoAccountJob(ctx));
  runner.register(storageSweepJob(ctx));
  runner.register(jobPurgeJob(ctx));
  runner.register(timelineRemindersJob(ctx));
  await scheduleStorageSweep(ctx);
  await scheduleJobPurge(ctx);
  await scheduleTimelineReminders(ctx);
  ctx.mailer.wake = () => runner.nudge();
  runner.start();
  return { stop: () => runner.stop() };
}

async function requeueStrandedDocuments(ctx: AppContext): Promise<void> {
  const waiting = await listDocumentsByStatus(ctx.db, 'uploaded');
  if (waiting.length === 0) return;
  const live = await ctx.jobs.payloads(ANALYZE_DOCUMENT_JOB, ['queued', 'running']);
  const queued = new Set(live.map((payload) => (payload as { documentId: number }).documentId));
  for (const doc of waiting) {
    if (!queued.has(doc.id)) await ctx.jobs.enqueue(ANALYZE_DOCUMENT_JOB, { documentId: doc.id }, 3, doc.user_id);
  }
}
