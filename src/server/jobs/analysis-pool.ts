import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentType } from '#shared/schemas/documents.ts';
import type { AnalysisMime } from '../analysis/analyze-document.ts';
import type { WorkerRequest, WorkerResponse } from './analysis-worker.ts';

export class AnalysisTimeoutError extends Error {
  override readonly name = 'AnalysisTimeoutError';
}
export class AnalysisInputFailure extends Error {
  override readonly name = 'AnalysisInputFailure';
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The bundled worker beside the bundled server; under tsx (dev) or vitest, a small bootstrap that
 * registers tsx in the new thread and then loads the TypeScript source.
 */
function startWorker(): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'analysis-worker.js');
  const options = { resourceLimits: { maxOldGenerationSizeMb: 3072 } };
  if (existsSync(bundled)) return new Worker(bundled, options);
  const source = pathToFileURL(path.join(here, 'analysis-worker.ts')).href;
  const bootstrap = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** One analysis thread that is replaced when it crashes or overruns its time limit. */
class AnalysisThread {
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  busy = false;

  constructor(private readonly onExit: (error: Error) => void) {
    this.spawn();
  }

  private spawn(): void {
    this.worker = startWorker();
    this.worker.unref();
    this.worker.on('message', (response: WorkerResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      clearTimeout(pending.timer);
      if (response.ok) pending.resolve(response.result);
      else
        pending.reject(response.inputError ? new AnalysisInputFailure(response.message) : new Error(response.message));
    });
    const fail = (error: Error) => {
      for (const [, pending] of this.pending) {
        clearTimeout(pending.timer);
        pending.reject(error);
      }
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(error));
    this.worker.on('exit', (code) => {
      fail(new Error(`analysis thread exited with code ${code}`));
      this.onExit(new Error(`exit ${code}`));
    });
  }

  send<T>(request: DistributiveOmit<WorkerRequest, 'id'>, timeoutMs: number, transfer: ArrayBuffer[] = []): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.pending.delete(id);
              reject(new AnalysisTimeoutError(`Analysis took longer than ${Math.round(timeoutMs / 1000)} s`));
              // A runaway analysis cannot be interrupted: replace the thread.
              void this.restart();
            }, timeoutMs)
          : undefined;
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  async restart(): Promise<void> {
    const old = this.worker;
    old.removeAllListeners('exit');
    this.spawn();
    await old.terminate();
  }

  terminate(): Promise<number> {
    this.worker.removeAllListeners('exit');
    return this.worker.terminate();
  }
}

/** A fixed set of analysis threads with a FIFO of waiting requests. */
export class AnalysisPool {
  private readonly threads: AnalysisThread[];
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.threads = Array.from({ length: size }, () => {
      const thread: AnalysisThread = new AnalysisThread(() => {
        if (!this.closed) void thread.restart();
      });
      return thread;
    });
  }

  /** Loads the models in every thread now rather than on the first upload. */
  warmUp(): Promise<unknown[]> {
    return Promise.all(this.threads.map((t) => t.send({ kind: 'warmup' }, 0)));
  }

  async analyze(type: DocumentType, mime: AnalysisMime, bytes: Buffer, now = new Date()): Promise<unknown> {
    const thread = await this.acquire();
    try {
      const copy = new Uint8Array(bytes);
      return await thread.send({ kind: 'analyze', type, mime, bytes: copy, now: now.toISOString() }, this.timeoutMs, [
        copy.buffer as ArrayBuffer,
      ]);
    } finally {
      thread.busy = false;
      this.waiting.shift()?.();
    }
  }

  /** Crops, scales and straightens a photo to the digital size and a print sheet (never retouches it). */
  async fixPhoto(bytes: Buffer, printSize: '2x2' | '35x45'): Promise<{ digital: Uint8Array; sheet: Uint8Array }> {
    const thread = await this.acquire();
    try {
      const copy = new Uint8Array(bytes);
      return await thread.send({ kind: 'fix-photo', bytes: copy, printSize }, this.timeoutMs, [
        copy.buffer as ArrayBuffer,
      ]);
    } finally {
      thread.busy = false;
      this.waiting.shift()?.();
    }
  }

  private async acquire(): Promise<AnalysisThread> {
    for (;;) {
      const free = this.threads.find((t) => !t.busy);
      if (free) {
        free.busy = true;
        return free;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.terminate()));
  }
}
