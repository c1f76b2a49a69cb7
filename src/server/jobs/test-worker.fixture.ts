// A worker entry for the tests of worker-thread.ts: answers at once or after a delay, spins the CPU,
// blocks in native code or ends the thread.
import { execFileSync } from 'node:child_process';
import { parentPort } from 'node:worker_threads';
import { serveRequests } from './worker-thread.ts';

export type TestWorkerRequest =
  | { id: number; kind: 'echo'; value: string; delayMs?: number }
  | { id: number; kind: 'spin'; ms: number }
  | { id: number; kind: 'block'; seconds: number }
  | { id: number; kind: 'exit'; code: number };

const port = parentPort;
if (!port) throw new Error('test-worker.fixture must run in a worker thread');

serveRequests<TestWorkerRequest>(
  port,
  async (request) => {
    if (request.kind === 'exit') process.exit(request.code);
    // Native work terminate() cannot interrupt (as a long garbage collection): the thread outlives it.
    if (request.kind === 'block') {
      execFileSync('sleep', [String(request.seconds)]);
      return 'blocked';
    }
    if (request.kind === 'spin') {
      const until = Date.now() + request.ms;
      while (Date.now() < until); // runaway work: only terminating the thread stops it
      return 'spun';
    }
    if (request.delayMs) await new Promise((resolve) => setTimeout(resolve, request.delayMs));
    return request.value;
  },
  () => 'error',
);
