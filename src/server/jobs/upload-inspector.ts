import os from 'node:os';
import { UPLOAD_BUDGET, type UploadWork } from '../analysis/upload/work-budget.ts';
import type { InspectableMime } from '../analysis/upload/inspect-upload.ts';
import { FairScheduler, type FairLimits } from './fair-scheduler.ts';
import type { InspectionRequest } from './inspection-worker.ts';
import { WorkerPool } from './worker-thread.ts';

/**
 * How the upload checks share their threads (docs/decisions/0016-upload-work-budget.md): one per core, at least
 * two, and one user at most all but one of them; a few files per user and eight per thread may wait, none
 * for more than 20 s. Beyond that an upload is refused with 503 and asked to come back.
 */
export function uploadCheckLimits(threads = os.availableParallelism()): FairLimits {
  const slots = Math.max(2, threads);
  return { slots, perOwnerRunning: slots - 1, maxWaiting: 8 * slots, maxWaitingPerOwner: 4, maxWaitMs: 20_000 };
}

/**
 * Runs the upload check of each file in the upload-check threads (started on first use) with
 * UPLOAD_BUDGET's time and heap limits, taking users' files in turns. Rejects with QueueFullError (no
 * thread free soon enough), AnalysisInputFailure (does not open), WorkBudgetFailure (too costly),
 * AnalysisTimeoutError (over the time budget) or an Error whose code is ERR_WORKER_OUT_OF_MEMORY (over the
 * heap limit).
 */
export class UploadInspector {
  private pool: WorkerPool<InspectionRequest> | undefined;
  private readonly turns: FairScheduler<number>;

  constructor(readonly limits = uploadCheckLimits()) {
    this.turns = new FairScheduler(limits);
  }

  /** Checks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return this.turns.load;
  }

  async inspect(userId: number, mime: InspectableMime, bytes: Buffer): Promise<UploadWork> {
    const release = await this.turns.acquire(userId);
    try {
      // The scheduler lets at most `slots` checks run, so each finds a free thread at once.
      this.pool ??= new WorkerPool('inspection-worker', this.limits.slots, {
        maxOldGenerationSizeMb: UPLOAD_BUDGET.checkHeapMb,
        maxYoungGenerationSizeMb: 32,
      });
      const copy = new Uint8Array(bytes);
      return await this.pool.run(
        { mime, bytes: copy },
        { cpuMs: UPLOAD_BUDGET.checkCpuMs, wallMs: UPLOAD_BUDGET.checkWallMs },
        [copy.buffer as ArrayBuffer],
      );
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
