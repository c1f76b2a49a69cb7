import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase as Database } from '#server/db/sqlite-driver.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { TEST_DIALECT } from '../support/server.ts';

// A real server process, killed with SIGKILL mid-analysis and started again on the same data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-crash-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ANALYSIS_WORKERS: '1',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
    stdio: process.env.TEST_LOG_LEVEL ? 'inherit' : 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const documentStatus = (id: number) => {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return (db.prepare('select status from documents where id = ?').get(id) as { status: string }).status;
  } finally {
    db.close();
  }
};

describe.skipIf(TEST_DIALECT !== 'sqlite')('crash recovery', () => {
  it('finishes an analysis after the server is killed in the middle of it', async () => {
    if (!existsSync('dist/server/main.js')) spawnSync('node', ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
    const port = await freePort();
    child = await startServer(port);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    // A demo account has analysis unlocked.
    expect((await client.post('/api/auth/demo')).status).toBe(201);
    // The demo comes with its one (Basic) application.
    const [app] = (await (await client.get('/api/applications')).json()) as { id: number }[];
    if (!app) throw new Error('the demo account has no application');
    const scan = readFileSync(path.resolve('tests/fixtures/documents/uk-utility-bill.scan.jpg'));
    const res = await client.request(
      'POST',
      `/api/applications/${app.id}/documents`,
      form('address_proof', scan, 'bill.jpg'),
    );
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { id: number };

    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    expect(documentStatus(doc.id)).toBe('uploaded');

    child = await startServer(port);
    for (let i = 0; i < 120 && documentStatus(doc.id) === 'uploaded'; i++) await new Promise((r) => setTimeout(r, 500));
    const result = (await (await client.get(`/api/documents/${doc.id}/analysis`)).json()) as {
      status: string;
      analysis: { kind: string } | null;
    };
    expect(result.status).not.toBe('uploaded');
    expect(result.analysis?.kind).toBe('address_proof');
  }, 120_000);
});
