import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  proc: ChildProcess;
  /** What the process printed so far (pino lines): for a failure message and for waiting on a log line. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The server bundle the processes run: rebuilt, so it is never an old one left in dist/. */
export function buildServerBundle(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}

/**
 * `node dist/server/main.js` with `env` on top of this process's environment, resolved once `ready` says so
 * (polled every 100 ms, up to `timeoutMs`).
 */
export async function spawnServer(
  env: Record<string, string>,
  ready: (server: ServerProcess) => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  proc.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const server: ServerProcess = {
    proc,
    output: () => printed,
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${printed}`);
    if (await ready(server)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms:\n${printed}`);
}

/** Ready once GET /api/health answers. */
export const answersHealth = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
