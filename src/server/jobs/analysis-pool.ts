import type { DocumentType } from '#shared/schemas/documents.ts';
import type { AnalysisMime } from '../analysis/analyze-document.ts';
import type { PaperSize, PrintSpec } from '../analysis/photo/fix-photo.ts';
import type { WorkerRequest } from './analysis-worker.ts';
import { WorkerPool } from './worker-thread.ts';

export { AnalysisInputFailure, AnalysisTimeoutError } from './worker-thread.ts';

/** The analysis threads: each loads the face model and OCR engines once; a runaway analysis is replaced. */
export class AnalysisPool {
  private readonly pool: WorkerPool<WorkerRequest>;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.pool = new WorkerPool('analysis-worker', size, { maxOldGenerationSizeMb: 3072 });
  }

  /** Loads the models in every thread now rather than on the first upload. */
  warmUp(): Promise<unknown[]> {
    return this.pool.broadcast({ kind: 'warmup' });
  }

  analyze(type: DocumentType, mime: AnalysisMime, bytes: Buffer, now = new Date()): Promise<unknown> {
    const copy = new Uint8Array(bytes);
    return this.pool.run(
      { kind: 'analyze', type, mime, bytes: copy, now: now.toISOString() },
      { wallMs: this.timeoutMs },
      [copy.buffer as ArrayBuffer],
    );
  }

  /** Crops, scales and straightens a photo to the digital size and a print sheet (never retouches it). */
  fixPhoto(bytes: Buffer, print: PrintSpec, paper: PaperSize): Promise<{ digital: Uint8Array; sheet: Uint8Array }> {
    const copy = new Uint8Array(bytes);
    return this.pool.run({ kind: 'fix-photo', bytes: copy, print, paper }, { wallMs: this.timeoutMs }, [
      copy.buffer as ArrayBuffer,
    ]);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
