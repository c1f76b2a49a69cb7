import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { blobKeyId } from '#server/storage/check-blob-key.ts';
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

const npmRun = (script: string, folder: string, dataDir: string, databaseUrl = '', blobKey = '') =>
  spawnSync('npm', ['run', '--silent', script, '--', folder], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      BLOB_ENCRYPTION_KEY: blobKey,
    },
    encoding: 'utf8',
  });
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe.skipIf(TEST_DIALECT === 'postgres')('npm run backup / npm run restore (SQLite)', () => {
  it('round-trips accounts, documents and their encrypted files; the key is kept apart and checked on restore', async () => {
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
    // The operator's copy of the key, kept apart from backups (a secrets manager, the deployment's secret store).
    const key = readFileSync(path.join(original.config.dataDir, 'blob-key'), 'utf8').trim();

    const backup = path.join(tempDir('pb-backup-'), 'snapshot');
    const { file } = original.config.database as { file: string };
    const made = npmRun('backup', backup, original.config.dataDir, `sqlite:${file}`);
    expect(made.stderr).not.toMatch(/failed/);
    expect(made.stdout).toMatch(/Backed up app\.db, blobs \(/);
    // Never the key (nor the session secret) beside the data; its fingerprint tells a restore which key opens it.
    expect(readdirSync(backup).sort()).toEqual(['app.db', 'backup.json', 'blobs']);
    const manifest = JSON.parse(readFileSync(path.join(backup, 'backup.json'), 'utf8')) as { blobKeyId: string };
    expect(manifest.blobKeyId).toBe(blobKeyId(Buffer.from(key, 'base64')));
    expect(JSON.stringify(manifest)).not.toContain(key);
    expect(mode(backup)).toBe('700');
    expect(mode(path.join(backup, 'app.db'))).toBe('600');
    expect(mode(path.join(backup, 'backup.json'))).toBe('600');
    rmSync(original.config.dataDir, { recursive: true, force: true });

    const restoredDir = tempDir('pb-restored-');
    // Without the key, or with another one, nothing is restored and the message says what to do.
    const keyless = npmRun('restore', backup, restoredDir);
    expect(keyless.status).toBe(1);
    expect(keyless.stderr).toMatch(/no encryption key.*BLOB_ENCRYPTION_KEY/s);
    const wrong = npmRun('restore', backup, restoredDir, '', randomBytes(32).toString('base64'));
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/does not open this backup/);
    expect(existsSync(path.join(restoredDir, 'app.db'))).toBe(false);

    const restored = npmRun('restore', backup, restoredDir, '', key);
    expect(restored.status).toBe(0);
    // Nor is the session secret in it: the operator is told how to start without the original.
    expect(restored.stderr).toMatch(/session secret .* SESSION_SECRET_ROTATE=true/);
    expect(restored.stdout).toMatch(/Restored app\.db, blobs \(/);
    expect(mode(path.join(restoredDir, 'app.db'))).toBe('600');
    // Restoring over existing data is refused.
    expect(npmRun('restore', backup, restoredDir, '', key).status).toBe(1);

    // The key file in the target DATA_DIR works as well as BLOB_ENCRYPTION_KEY.
    const viaFile = tempDir('pb-restored-file-');
    writeFileSync(path.join(viaFile, 'blob-key'), key, { mode: 0o600 });
    expect(npmRun('restore', backup, viaFile).status).toBe(0);

    // A backup made before the key was left out still restores, with the key and secret it holds.
    const legacy = path.join(tempDir('pb-legacy-'), 'snapshot');
    cpSync(backup, legacy, { recursive: true });
    writeFileSync(path.join(legacy, 'blob-key'), key);
    writeFileSync(path.join(legacy, 'session-secret'), original.config.sessionSecret);
    writeFileSync(path.join(legacy, 'backup.json'), JSON.stringify({ createdAt: '2025-01-01', files: ['app.db'] }));
    const fromLegacy = npmRun('restore', legacy, tempDir('pb-restored-legacy-'));
    expect(fromLegacy.stdout).toMatch(/Restored app\.db, blobs, blob-key, session-secret/);
    expect(fromLegacy.stderr).toBe('');

    const again = await buildApp({
      ...original.config,
      blobKey: key,
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
