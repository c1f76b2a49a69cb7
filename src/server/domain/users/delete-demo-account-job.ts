import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { listFileKeysOfUser } from '../../repositories/documents.repository.ts';
import { findUserById, deleteUser } from '../../repositories/users.repository.ts';

export const DELETE_DEMO_ACCOUNT_JOB = 'delete-demo-account';

/** Deletes a demo account, its files and (by cascade) its rows and sessions. Never touches a real account. */
export function deleteDemoAccountJob(ctx: AppContext): JobDefinition<{ userId: number }> {
  return {
    name: DELETE_DEMO_ACCOUNT_JOB,
    lockMs: 60_000,
    maxAttempts: 5,
    async handle({ userId }) {
      const user = await findUserById(ctx.db, userId);
      if (!user || user.is_demo !== 1) return;
      const files = await listFileKeysOfUser(ctx.db, userId);
      await deleteUser(ctx.db, userId);
      for (const filename of files) await ctx.blobs.delete(filename);
    },
  };
}
