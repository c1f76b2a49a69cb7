import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export class AnalysisTimeoutError extends Error {
  override readonly name = 'AnalysisTimeoutError';
}
export class AnalysisInputFailure extends Error {
  override readonly name = 'AnalysisInputFailure';
}
/** The file would cost more work than its budget allows (see analysis/upload/work-budget.ts). */
export class WorkBudgetFailure extends Error {
  override readonly name = 'WorkBudgetFailure';
}

/** How a worker classifies a failure: the file is unusable, over budget, or something else went wrong. */
export type FailureKind = 'input' | 'budget' | 'error';

/** What every worker entry (analysis-worker.ts, inspection-worker.ts) answers. */
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; message: string; kind: FailureKind }
  | { ready: true; tid: number | null };

/** A request's budget: wall time always; CPU time of the worker's own thread where the OS tells it (Linux). */
export interface TimeBudget {
  wallMs: number;
  cpuMs?: number;
}

/** Omit over each member of a union, so a request union keeps its variants. */
export type RequestBody<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/** User + system CPU time of one thread of this process, from /proc (clock ticks of 10 ms), or null. */
function threadCpuMs(tid: number | null): number | null {
  if (tid === null) return null;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** This thread's id as the OS knows it (Linux), so the parent can read its CPU time. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? tid : null;
  } catch {
    return null;
  }
}

const FAILURES = { input: AnalysisInputFailure, budget: WorkBudgetFailure, error: Error } as const;

/**
 * The bundled worker beside the bundled server; under tsx (dev) or vitest, a small bootstrap that
 * registers tsx in the new thread and then loads the TypeScript source.
 */
function startWorker(entry: string, resourceLimits: ResourceLimits): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, `${entry}.js`);
  if (existsSync(bundled)) return new Worker(bundled, { resourceLimits });
  const source = pathToFileURL(path.join(here, `${entry}.ts`)).href;
  const bootstrap = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { resourceLimits, eval: true });
}

/**
 * On Linux a thread has its own nice value, inherited by the threads it starts (the OCR engines'): a worker
 * lowering its own keeps the API's thread first in line for the CPU while files are checked or analysed.
 */
export function lowerThreadPriority(): void {
  try {
    const tid = currentThreadId();
    if (tid !== null) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the threads simply share the CPU evenly.
  }
}

/**
 * One spawned worker and the requests sent to it. Its listeners settle only its own requests, so a replaced
 * thread that fails late (Node reports an out-of-memory death when the thread finally exits) cannot fail a
 * request sent to its replacement.
 */
interface Spawned {
  worker: Worker;
  /** Resolves once the entry module has loaded: a request's time budget starts there, not at thread start. */
  ready: Promise<void>;
  loaded: boolean;
  tid: number | null;
  pending: Map<number, Pending>;
  /** Why the thread has gone, once it has: later sends to it fail at once. */
  gone: Error | null;
}

/**
 * One worker thread with a time budget per request. A request over budget, or a thread that dies (out of
 * memory under its resourceLimits), rejects, and the thread is replaced: runaway work cannot be interrupted.
 */
export class WorkerThread<Request extends { id: number }> {
  private current!: Spawned;
  private nextId = 1;
  private closed = false;
  busy = false;

  constructor(
    private readonly entry: string,
    private readonly resourceLimits: ResourceLimits,
    private readonly onExit: (error: Error) => void,
  ) {
    this.current = this.spawn();
  }

  private spawn(): Spawned {
    const worker = startWorker(this.entry, this.resourceLimits);
    worker.unref();
    let markReady!: () => void;
    const spawned: Spawned = {
      worker,
      ready: new Promise((resolve) => (markReady = resolve)),
      loaded: false,
      tid: null,
      pending: new Map(),
      gone: null,
    };
    worker.on('message', (response: WorkerReply) => {
      if ('ready' in response) {
        spawned.tid = response.tid;
        spawned.loaded = true;
        return markReady();
      }
      const pending = spawned.pending.get(response.id);
      if (!pending) return;
      spawned.pending.delete(response.id);
      clearInterval(pending.timer);
      if (response.ok) pending.resolve(response.result);
      else pending.reject(new FAILURES[response.kind](response.message));
    });
    const fail = (error: Error) => {
      spawned.gone ??= error;
      for (const [, pending] of spawned.pending) {
        clearInterval(pending.timer);
        pending.reject(error);
      }
      spawned.pending.clear();
    };
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      fail(new Error(`${this.entry} thread exited with code ${code}`));
      markReady(); // a thread that died loading: queued sends fail at once rather than wait forever
      if (this.current === spawned && !this.closed) this.onExit(new Error(`exit ${code}`));
    });
    return spawned;
  }

  /** Whether the current thread has loaded its entry module and takes requests at once. */
  get loaded(): boolean {
    return this.current.loaded;
  }

  /** The current thread once it is ready; if it was replaced while loading, its replacement. */
  private async readyThread(): Promise<Spawned> {
    for (;;) {
      const spawned = this.current;
      await spawned.ready;
      if (spawned === this.current) return spawned;
    }
  }

  async send<T>(request: RequestBody<Request>, budget: TimeBudget | null, transfer: ArrayBuffer[] = []): Promise<T> {
    const thread = await this.readyThread();
    if (thread.gone) throw thread.gone;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const started = Date.now();
      const cpuAtStart = threadCpuMs(thread.tid);
      const overBudget = () => {
        if (!budget) return false;
        if (Date.now() - started > budget.wallMs) return true;
        const cpu = threadCpuMs(thread.tid);
        return budget.cpuMs !== undefined && cpu !== null && cpuAtStart !== null && cpu - cpuAtStart > budget.cpuMs;
      };
      const timer = budget
        ? setInterval(() => {
            if (!overBudget()) return;
            clearInterval(timer);
            thread.pending.delete(id);
            reject(new AnalysisTimeoutError(`took longer than its budget (${JSON.stringify(budget)})`));
            if (thread === this.current) void this.restart();
          }, 100)
        : undefined;
      thread.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      thread.worker.postMessage({ ...request, id }, transfer);
    });
  }

  /** Replaces the thread; whatever the old one still held fails with its exit, not with the new one's work. */
  async restart(): Promise<void> {
    const old = this.current;
    this.current = this.spawn();
    await old.worker.terminate();
  }

  terminate(): Promise<number> {
    this.closed = true;
    return this.current.worker.terminate();
  }
}

/** A fixed set of worker threads with a FIFO of waiting requests. */
export class WorkerPool<Request extends { id: number }> {
  private readonly threads: WorkerThread<Request>[];
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(entry: string, size: number, resourceLimits: ResourceLimits) {
    this.threads = Array.from({ length: size }, () => {
      const thread: WorkerThread<Request> = new WorkerThread(entry, resourceLimits, () => {
        if (!this.closed) void thread.restart();
      });
      return thread;
    });
  }

  get size(): number {
    return this.threads.length;
  }

  /** Sends to every thread at once (warm-up). */
  broadcast(request: RequestBody<Request>): Promise<unknown[]> {
    return Promise.all(this.threads.map((t) => t.send(request, null)));
  }

  /** Runs one request on the next free thread; the bytes are copied and transferred, never shared. */
  async run<T>(request: RequestBody<Request>, budget: TimeBudget, transfer: ArrayBuffer[] = []): Promise<T> {
    const thread = await this.acquire();
    try {
      return await thread.send<T>(request, budget, transfer);
    } finally {
      thread.busy = false;
      this.waiting.shift()?.();
    }
  }

  private async acquire(): Promise<WorkerThread<Request>> {
    for (;;) {
      // A free thread that has loaded goes first: a replaced one may still be loading its entry module.
      const free = this.threads.find((t) => !t.busy && t.loaded) ?? this.threads.find((t) => !t.busy);
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

/** A worker entry's request loop: each request answered with its result or its error. */
export function serveRequests<Request extends { id: number }>(
  port: { on(event: 'message', listener: (request: Request) => void): void; postMessage(value: WorkerReply): void },
  handle: (request: Request) => Promise<unknown>,
  classify: (error: unknown) => FailureKind,
): void {
  port.postMessage({ ready: true, tid: currentThreadId() });
  port.on('message', (request) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result }),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
          kind: classify(error),
        }),
    );
  });
}
