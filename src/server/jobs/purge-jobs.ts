import type { AppContext } from '../context.ts';
import { deleteMailOlderThan } from '../mail/mail-outbox.ts';
import { DONE_JOB_RETENTION_MS, FAILED_JOB_RETENTION_MS, type JobDefinition } from './job-queue.ts';

export const JOB_PURGE_JOB = 'purge-finished-jobs';
const PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes jobs finished longer ago than their retention (job-queue.ts), and any sealed message left in the mail
 * outbox as long as a failed job is kept: its job was purged or never queued, so nothing will send it.
 */
export async function purgeFinishedJobs(ctx: Pick<AppContext, 'db' | 'jobs'>, now: Date) {
  const failedBefore = new Date(now.getTime() - FAILED_JOB_RETENTION_MS);
  const jobs = await ctx.jobs.purgeFinished(new Date(now.getTime() - DONE_JOB_RETENTION_MS), failedBefore);
  const mails = await deleteMailOlderThan(ctx.db, failedBefore);
  return { jobs, mails };
}

/** The purge as a job that re-schedules itself hourly (like the storage sweep), so it survives a restart. */
export function jobPurgeJob(ctx: AppContext, clock = () => new Date()): JobDefinition<unknown> {
  return {
    name: JOB_PURGE_JOB,
    lockMs: 60_000,
    maxAttempts: 3,
    async handle() {
      // The next run is booked first (once, even across retries), so a failed purge never stops the schedule.
      const next = await ctx.jobs.payloads(JOB_PURGE_JOB, ['queued']);
      if (next.length === 0)
        await ctx.jobs.enqueue(JOB_PURGE_JOB, {}, 3, null, new Date(clock().getTime() + PURGE_EVERY_MS));
      await purgeFinishedJobs(ctx, clock());
    },
  };
}

/** Queues the first purge unless one is already waiting (e.g. from before a restart). */
export async function scheduleJobPurge(ctx: AppContext): Promise<void> {
  const live = await ctx.jobs.payloads(JOB_PURGE_JOB, ['queued', 'running']);
  // A few minutes after start: boot stays light, and a restart loop cannot purge in a tight loop.
  if (live.length === 0) await ctx.jobs.enqueue(JOB_PURGE_JOB, {}, 3, null, new Date(Date.now() + 5 * 60_000));
}
