import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { analyzeDocumentJob, ANALYZE_DOCUMENT_JOB } from '../domain/documents/analyze-document-job.ts';
import { scheduleStorageSweep, storageSweepJob } from '../domain/storage/expire-documents.ts';
import { listDocumentsByStatus } from '../repositories/documents.repository.ts';
import { AnalysisPool } from './analysis-pool.ts';
import { JobRunner } from './job-runner.ts';

/**
 * Starts the analysis threads and the job runner. A crash between any two steps loses nothing:
 * documents still `uploaded` without a live job are queued again here.
 */
export async function startJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<{ stop(): Promise<void> }> {
  await requeueStrandedDocuments(ctx);
  const workers = ctx.config.analysisWorkers;
  if (workers === 0) return { stop: async () => {} };

  if (ctx.config.database.kind === 'sqlite') await ctx.jobs.releaseAllLocks(); // the only process: its old jobs are orphans
  const pool = new AnalysisPool(workers, ctx.config.analysisTimeoutMs);
  ctx.analysis = pool;
  const runner = new JobRunner(ctx.jobs, log, { concurrency: workers, pollMs: 1000 });
  runner.register(analyzeDocumentJob(ctx));
  runner.register(storageSweepJob(ctx));
  await scheduleStorageSweep(ctx);
  ctx.runner = runner;
  pool.warmUp().then(
    () => log.info('analysis models loaded'),
    (error: unknown) => log.error({ err: error }, 'analysis warm-up failed'),
  );
  runner.start();
  return {
    async stop() {
      await runner.stop();
      await pool.close();
    },
  };
}

async function requeueStrandedDocuments(ctx: AppContext): Promise<void> {
  const waiting = await listDocumentsByStatus(ctx.db, 'uploaded');
  if (waiting.length === 0) return;
  const live = await ctx.db
    .selectFrom('jobs')
    .select('payload')
    .where('name', '=', ANALYZE_DOCUMENT_JOB)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  const queued = new Set(live.map((j) => (JSON.parse(j.payload) as { documentId: number }).documentId));
  for (const doc of waiting) {
    if (!queued.has(doc.id)) await ctx.jobs.enqueue(ANALYZE_DOCUMENT_JOB, { documentId: doc.id });
  }
}
