import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { signUp, TestClient } from '../support/client.ts';
import { form, pdf } from '../support/files.ts';
import { startTestServer, TEST_DIALECT } from '../support/server.ts';

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const npmRun = (script: string, folder: string, dataDir: string, databaseUrl = '') =>
  spawnSync('npm', ['run', '--silent', script, '--', folder], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

describe.skipIf(TEST_DIALECT === 'postgres')('npm run backup / npm run restore (SQLite)', () => {
  it('round-trips accounts, documents and their encrypted files into a new data folder', async () => {
    const original = await startTestServer();
    const { client, user, password } = await signUp(original.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
    const bytes = await pdf('Utility bill for Asha Rao, backed up');
    const upload = await client.request(
      'POST',
      `/api/applications/${app.id}/documents`,
      form('address_proof', bytes, 'bill.pdf'),
    );
    expect(upload.status).toBe(201);
    const doc = (await upload.json()) as { id: number };
    const row = await original.app.ctx.db
      .selectFrom('documents')
      .select('filename')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    await original.app.close(); // the data folder stays

    const backup = path.join(tempDir('pb-backup-'), 'snapshot');
    const { file } = original.config.database as { file: string };
    const made = npmRun('backup', backup, original.config.dataDir, `sqlite:${file}`);
    expect(made.stderr).not.toMatch(/failed/);
    expect(made.stdout).toMatch(/Backed up app\.db, blobs, blob-key, session-secret/);
    rmSync(original.config.dataDir, { recursive: true, force: true });

    const restoredDir = tempDir('pb-restored-');
    const restored = npmRun('restore', backup, restoredDir);
    expect(restored.stdout).toMatch(/Restored app\.db, blobs, blob-key, session-secret/);
    // Restoring over existing data is refused.
    expect(npmRun('restore', backup, restoredDir).status).toBe(1);

    const again = await buildApp({
      ...original.config,
      dataDir: restoredDir,
      database: { kind: 'sqlite', file: path.join(restoredDir, 'app.db') },
    });
    try {
      await again.listen({ port: 0, host: '127.0.0.1' });
      const address = again.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const back = new TestClient(url);
      expect((await back.post('/api/auth/login', { email: user.email, password })).status).toBe(200);
      const docs = (await (await back.get(`/api/applications/${app.id}/documents`)).json()) as { id: number }[];
      expect(docs.map((d) => d.id)).toEqual([doc.id]);
      expect(await again.ctx.blobs.get(row.filename)).toEqual(bytes);
    } finally {
      await again.close();
    }
  }, 120_000);
});

describe('npm run backup with S3_URL', () => {
  it('refuses, since the files are in the bucket and not in DATA_DIR', () => {
    const dataDir = tempDir('pb-s3-backup-');
    const made = spawnSync('npm', ['run', '--silent', 'backup', '--', path.join(dataDir, 'snapshot')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_URL: 'http://k:s@127.0.0.1:9/bucket' },
      encoding: 'utf8',
    });
    expect(made.status).toBe(1);
    expect(made.stderr).toMatch(/S3_URL is set: the uploaded files live in the bucket/);
  });
});
