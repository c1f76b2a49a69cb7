import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestWorkerRequest } from './test-worker.fixture.ts';
import { AnalysisTimeoutError, WorkerThread } from './worker-thread.ts';

const ENTRY = 'test-worker.fixture';
let thread: WorkerThread<TestWorkerRequest> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await thread?.terminate();
});

describe('WorkerThread', () => {
  it('answers a request, and replaces a thread whose request runs over its budget', async () => {
    thread = new WorkerThread<TestWorkerRequest>(ENTRY, {}, () => {});
    await expect(thread.send({ kind: 'echo', value: 'first' }, { wallMs: 5_000 })).resolves.toBe('first');
    await expect(thread.send({ kind: 'spin', ms: 60_000 }, { wallMs: 200 })).rejects.toBeInstanceOf(
      AnalysisTimeoutError,
    );
    await expect(thread.send({ kind: 'echo', value: 'after' }, { wallMs: 5_000 })).resolves.toBe('after');
  });

  it("never fails a request sent to the replacement thread with the old thread's late error", async () => {
    // Which worker each request was posted to, in order.
    const postedTo: Worker[] = [];
    const post = Worker.prototype.postMessage;
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, ...args) {
      postedTo.push(this);
      return post.apply(this, args);
    });
    thread = new WorkerThread<TestWorkerRequest>(ENTRY, {}, () => {});
    await expect(thread.send({ kind: 'block', seconds: 20 }, { wallMs: 200 })).rejects.toBeInstanceOf(
      AnalysisTimeoutError,
    );
    const next = thread.send<string>({ kind: 'echo', value: 'good upload', delayMs: 300 }, { wallMs: 5_000 });
    await vi.waitFor(() => expect(postedTo).toHaveLength(2), { timeout: 15_000 });
    const [old, replacement] = postedTo;
    expect(replacement).not.toBe(old);
    expect(old!.threadId).toBeGreaterThan(0); // terminated, yet still stuck in native code: not exited
    // Node reports an out-of-memory death as the thread finally exits, after its replacement took the next
    // request: that event, delivered now.
    const late = Object.assign(new Error('Worker terminated due to reaching memory limit'), {
      code: 'ERR_WORKER_OUT_OF_MEMORY',
    });
    old!.emit('error', late);
    await expect(next).resolves.toBe('good upload');
  });

  it('fails what a replaced thread still held, and reports only the current thread dying', async () => {
    const deaths: Error[] = [];
    thread = new WorkerThread<TestWorkerRequest>(ENTRY, {}, (error) => deaths.push(error));
    await expect(thread.send({ kind: 'echo', value: 'loaded' }, null)).resolves.toBe('loaded');
    const held = thread.send({ kind: 'echo', value: 'slow', delayMs: 5_000 }, null);
    await new Promise((resolve) => setTimeout(resolve, 100)); // posted to the loaded thread
    await thread.restart();
    await expect(held).rejects.toThrow(/exited/);
    expect(deaths).toEqual([]);

    await expect(thread.send({ kind: 'exit', code: 3 }, null)).rejects.toThrow(/exited with code 3/);
    expect(deaths).toHaveLength(1);
  });
});
