/** The built server (dist/server/main.js) in its own process, as in production, for the benches that need one. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on now: benches run beside other engineers' servers on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built server on `port` with a fresh DATA_DIR and waits until /api/health answers. */
export async function startBuiltServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_IP_LIMIT: '10000',
      PAYMENTS_MODE: 'test',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function stopBuiltServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
