import type { ServiceReadiness } from '#shared/schemas/health.ts';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from '../../repositories/health.repository.ts';

export interface Readiness {
  ready: boolean;
  checks: ServiceReadiness['checks'];
}

/** A probe file's round trip through the blob store proves the storage can be written, read and deleted. */
async function storageWorks(ctx: AppContext): Promise<void> {
  const probe = Buffer.from('readiness probe');
  const key = await ctx.blobs.put(probe);
  try {
    if (!(await ctx.blobs.get(key)).equals(probe)) throw new Error('storage returned other bytes');
  } finally {
    await ctx.blobs.delete(key);
  }
}

/**
 * What a load balancer asks before sending traffic: the database answers, the job queue can be read,
 * the blob storage round-trips a file, and the process is not shutting down. Reasons stay out of the
 * answer.
 */
export async function checkReadiness(ctx: AppContext, shuttingDown: boolean): Promise<Readiness> {
  const run = async (check: () => Promise<unknown>) =>
    check().then(
      () => 'ok' as const,
      () => 'failing' as const,
    );
  const [database, queue, storage] = await Promise.all([
    run(() => pingDatabase(ctx.db)),
    run(() => ctx.jobs.counts()),
    run(() => storageWorks(ctx)),
  ]);
  const checks = { database, queue, storage };
  return { ready: !shuttingDown && Object.values(checks).every((c) => c === 'ok'), checks };
}
