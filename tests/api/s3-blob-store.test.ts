import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url } from '#server/config.ts';
import { EncryptedFileBlobStore } from '#server/storage/encrypted-file-store.ts';
import { S3BlobStore } from '#server/storage/s3-blob-store.ts';
import { signUp } from '../support/client.ts';
import { form, jpeg } from '../support/files.ts';
import { startS3, type TestS3 } from '../support/s3-server.ts';
import { startTestServer } from '../support/server.ts';

// A real S3-compatible server (s3rver) on loopback; the store talks to it through @aws-sdk/client-s3.
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

const storeAt = (url: string, key = randomBytes(32)) => new S3BlobStore(parseS3Url(url, 'us-east-1'), key);
async function keysOf(store: S3BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys;
}

describe('S3BlobStore', () => {
  it('puts, gets, lists and deletes, and the bucket holds only ciphertext', async () => {
    const store = storeAt(`${s3.url}/round-trip`);
    const secret = Buffer.from('PASSPORT NUMBER 123456789 for Asha Rao');
    const key = await store.put(secret);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(await store.get(key)).toEqual(secret);
    expect(await keysOf(store)).toEqual([key]);
    const stored = s3.storedObjects();
    expect(stored.length).toBeGreaterThan(0);
    for (const bytes of stored) expect(bytes.includes(Buffer.from('PASSPORT NUMBER'))).toBe(false);

    await store.delete(key);
    expect(await keysOf(store)).toEqual([]);
    await expect(store.get(key)).rejects.toThrow();
    await store.delete(key); // deleting twice is not an error, as with the file store
    store.close();
  });

  it('refuses to open a blob with another key, and keys that are not its own', async () => {
    const url = `${s3.url}/keys`;
    const store = storeAt(url);
    const key = await store.put(Buffer.from('mine'));
    await expect(storeAt(url).get(key)).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Invalid blob key');
    store.close();
  });

  it('sweeps blobs no row names once past the grace time, and only under its own prefix', async () => {
    const store = storeAt(`${s3.url}/sweep`);
    const neighbour = storeAt(`${s3.url}/sweep-other`);
    const kept = await store.put(Buffer.from('a document row names me'));
    const orphan = await store.put(Buffer.from('a crash left me behind'));
    const elsewhere = await neighbour.put(Buffer.from('another prefix'));
    const isReferenced = (key: string) => key === kept;

    expect(await store.sweep(isReferenced, 60 * 60_000)).toBe(0); // too young: may be an upload in flight
    await new Promise((r) => setTimeout(r, 1100)); // S3 times have one-second resolution
    expect(await store.sweep(isReferenced, 0)).toBe(1);
    expect(await keysOf(store)).toEqual([kept]);
    expect(await keysOf(neighbour)).toEqual([elsewhere]);
    expect(orphan).not.toBe(kept);
    store.close();
    neighbour.close();
  });
});

describe('the app on S3 (S3_URL)', () => {
  it('stores an upload in the bucket, encrypted, and serves it back', async () => {
    const server = await startTestServer({ s3: parseS3Url(`${s3.url}/app`, 'us-east-1') });
    try {
      const { client } = await signUp(server.url);
      const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
      const photo = await jpeg(120, 150);
      const before = s3.storedObjects().length;
      const res = await client.request('POST', `/api/applications/${app.id}/documents`, form('photo', photo, 'me.jpg'));
      expect(res.status).toBe(201);
      const doc = (await res.json()) as { id: number };
      const stored = s3.storedObjects();
      expect(stored.length).toBe(before + 1);
      expect(stored.some((bytes) => bytes.includes(photo.subarray(0, 64)))).toBe(false);

      const download = await client.get(`/api/documents/${doc.id}/download`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(photo);
      expect((await client.get('/readyz')).status).toBe(200); // the readiness probe round-trips the bucket too
    } finally {
      await server.close();
    }
  });
});

describe('copying a folder of blobs into a bucket (npm run blobs:copy-to-s3)', () => {
  it('copies every blob under its own key, verifies it, reports a damaged file, and a second run copies nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-copy-'));
    const key = randomBytes(32);
    writeFileSync(path.join(dataDir, 'blob-key'), key.toString('base64'), { mode: 0o600 });
    const local = new EncryptedFileBlobStore(path.join(dataDir, 'blobs'), key);
    const contents = ['first upload', 'second upload', 'third upload'].map((text) => Buffer.from(text));
    const keys = await Promise.all(contents.map((bytes) => local.put(bytes)));
    const damaged = await local.put(Buffer.from('will be damaged'));
    writeFileSync(path.join(dataDir, 'blobs', damaged.slice(0, 2), damaged), 'not a sealed blob');

    const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, S3_URL: `${s3.url}/moved` };
    // Not spawnSync: the S3 server runs in this process and must keep answering while the CLI runs.
    const run = () =>
      new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
        const args = ['--import', 'tsx', 'src/server/operations/copy-blobs-cli.ts'];
        execFile(process.execPath, args, { env }, (error, stdout, stderr) =>
          resolve({ stdout, stderr, status: error ? Number(error.code ?? 1) : 0 }),
        );
      });
    const first = await run();
    expect(first.stdout).toContain('Copied 3, already in the bucket 0, failed 1');
    expect(first.stderr).toContain(damaged);
    expect(first.status).toBe(1);

    const bucket = storeAt(`${s3.url}/moved`, key);
    for (const [i, k] of keys.entries()) expect(await bucket.get(k)).toEqual(contents[i]);
    expect((await keysOf(bucket)).sort()).toEqual([...keys].sort());

    const second = await run();
    expect(second.stdout).toContain('Copied 0, already in the bucket 3, failed 1');
    bucket.close();
  });
});
