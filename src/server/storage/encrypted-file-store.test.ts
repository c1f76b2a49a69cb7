import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EncryptedFileBlobStore, loadBlobKey } from './encrypted-file-store.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'blob-'));

describe('EncryptedFileBlobStore', () => {
  it('round-trips bytes and stores no plaintext', async () => {
    const dir = tmp();
    const store = new EncryptedFileBlobStore(dir, randomBytes(32));
    const secret = Buffer.from('PASSPORT K1234567 — Asha Rao');
    const key = await store.put(secret);
    expect(await store.get(key)).toEqual(secret);
    const file = path.join(dir, key.slice(0, 2), key);
    expect(readFileSync(file).includes(secret)).toBe(false);
  });

  it('refuses a tampered file and a wrong key', async () => {
    const dir = tmp();
    const store = new EncryptedFileBlobStore(dir, randomBytes(32));
    const key = await store.put(Buffer.from('hello world'));
    const file = path.join(dir, key.slice(0, 2), key);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(file, bytes);
    await expect(store.get(key)).rejects.toThrow();
    const other = new EncryptedFileBlobStore(dir, randomBytes(32));
    const key2 = await store.put(Buffer.from('again'));
    await expect(other.get(key2)).rejects.toThrow();
  });

  it('never turns a key into a path outside its folder', async () => {
    const store = new EncryptedFileBlobStore(tmp(), randomBytes(32));
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Invalid blob key');
  });

  it('deletes', async () => {
    const dir = tmp();
    const store = new EncryptedFileBlobStore(dir, randomBytes(32));
    const key = await store.put(Buffer.from('x'));
    await store.delete(key);
    expect(readdirSync(path.join(dir, key.slice(0, 2)))).toEqual([]);
  });

  it('generates a key once and keeps it', () => {
    const dir = tmp();
    const a = loadBlobKey(dir, undefined);
    expect(a.length).toBe(32);
    expect(loadBlobKey(dir, undefined)).toEqual(a);
    expect(loadBlobKey(dir, randomBytes(32).toString('base64'))).not.toEqual(a);
  });
});
