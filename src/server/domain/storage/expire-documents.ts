import { STORAGE_EXPIRY_NOTICE_DAYS } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import {
  claimExpiryNotice,
  deleteDocumentRow,
  listDocumentsDueExpiryNotice,
  listExpiredDocuments,
} from '../../repositories/documents.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';

export const STORAGE_SWEEP_JOB = 'storage-sweep';
const SWEEP_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type Clock = () => Date;

/**
 * Deletes documents whose expiry has passed (blob and row) and sends each document's 30-day notice once.
 * `now` is injected so tests can move time; nothing is deleted before `expires_at`.
 */
export async function expireDocuments(ctx: AppContext, now: Date): Promise<{ deleted: number; noticed: number }> {
  const nowIsoText = now.toISOString();
  const expired = await listExpiredDocuments(ctx.db, nowIsoText);
  for (const doc of expired) {
    await deleteDocumentRow(ctx.db, doc.id);
    await ctx.blobs.delete(doc.filename);
  }

  const noticeBefore = new Date(now.getTime() + STORAGE_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString();
  const due = await listDocumentsDueExpiryNotice(ctx.db, nowIsoText, noticeBefore);
  let noticed = 0;
  for (const doc of due) {
    // Claim first, so a second sweep (or a second server) never sends the same notice again.
    if (!(await claimExpiryNotice(ctx.db, doc.id, nowIsoText))) continue;
    const user = await findUserById(ctx.db, doc.user_id);
    if (!user) continue;
    await ctx.mailer.send({
      to: user.email,
      subject: `Your document ${doc.original_name} will be deleted soon`,
      text: [
        `Hello ${user.first_name || 'there'},`,
        '',
        `Your stored document "${doc.original_name}" expires on ${(doc.expires_at ?? '').slice(0, 10)} and will then be deleted for good.`,
        'Download it from Secure Storage before then if you want to keep a copy.',
        '',
        'Passport Buddy',
      ].join('\n'),
    });
    noticed += 1;
  }
  return { deleted: expired.length, noticed };
}

/** The sweep as a DB job that re-schedules itself hourly, so it survives a restart. */
export function storageSweepJob(ctx: AppContext, clock: Clock = () => new Date()): JobDefinition<unknown> {
  return {
    name: STORAGE_SWEEP_JOB,
    lockMs: 60_000,
    maxAttempts: 3,
    async handle() {
      // The next run is booked first (once, even across retries), so a failed sweep never stops the schedule.
      const next = await ctx.jobs.payloads(STORAGE_SWEEP_JOB, ['queued']);
      if (next.length === 0)
        await ctx.jobs.enqueue(STORAGE_SWEEP_JOB, {}, 3, null, new Date(clock().getTime() + SWEEP_EVERY_MS));
      await expireDocuments(ctx, clock());
    },
  };
}

/** Queues the first sweep unless one is already waiting (e.g. from before a restart). */
export async function scheduleStorageSweep(ctx: AppContext): Promise<void> {
  const live = await ctx.jobs.payloads(STORAGE_SWEEP_JOB, ['queued', 'running']);
  // A minute after start: boot stays light, and a restart loop cannot sweep in a tight loop.
  if (live.length === 0) await ctx.jobs.enqueue(STORAGE_SWEEP_JOB, {}, 3, null, new Date(Date.now() + 60_000));
}
