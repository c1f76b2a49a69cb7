import { UPLOAD_BUDGET, type UploadWork } from '../analysis/upload/work-budget.ts';
import type { InspectableMime } from '../analysis/upload/inspect-upload.ts';
import type { InspectionRequest } from './inspection-worker.ts';
import { WorkerPool } from './worker-thread.ts';

/**
 * Runs the upload check of each file in the upload-check thread (started on first use) with
 * UPLOAD_BUDGET's time and heap limits. Rejects with AnalysisInputFailure (does not open),
 * WorkBudgetFailure (too costly), AnalysisTimeoutError (over the time budget) or an Error whose code is
 * ERR_WORKER_OUT_OF_MEMORY (over the heap limit).
 */
export class UploadInspector {
  private pool: WorkerPool<InspectionRequest> | undefined;

  constructor(private readonly threads = 1) {}

  inspect(mime: InspectableMime, bytes: Buffer): Promise<UploadWork> {
    this.pool ??= new WorkerPool('inspection-worker', this.threads, {
      maxOldGenerationSizeMb: UPLOAD_BUDGET.checkHeapMb,
      maxYoungGenerationSizeMb: 32,
    });
    const copy = new Uint8Array(bytes);
    return this.pool.run(
      { mime, bytes: copy },
      { cpuMs: UPLOAD_BUDGET.checkCpuMs, wallMs: UPLOAD_BUDGET.checkWallMs },
      [copy.buffer as ArrayBuffer],
    );
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
