import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOB_KEY_PATTERN as KEY_PATTERN, newBlobKey, openBlob, sealBlob } from './blob-cipher.ts';
import type { BlobStore } from './blob-store.ts';

/** Files in DATA_DIR/blobs, sealed by blob-cipher.ts (AES-256-GCM). The default store. */
export class EncryptedFileBlobStore implements BlobStore {
  constructor(
    private readonly dir: string,
    private readonly key: Buffer,
  ) {
    if (key.length !== 32) throw new Error('The blob encryption key must be 32 bytes');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  private fileFor(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(bytes: Buffer): Promise<string> {
    const key = newBlobKey();
    const file = this.fileFor(key);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Write then rename, so a crash never leaves a half-written blob under a live key.
    const tmp = `${file}.tmp`;
    await writeFile(tmp, sealBlob(this.key, bytes), { mode: 0o600 });
    await rename(tmp, file);
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return openBlob(this.key, await readFile(this.fileFor(key)));
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  /** Every blob key in the folder (half-written *.tmp files are not blobs). */
  async *keys(): AsyncGenerator<string> {
    for (const shard of await readdir(this.dir)) {
      const shardDir = path.join(this.dir, shard);
      if (!(await stat(shardDir)).isDirectory()) continue;
      for (const name of await readdir(shardDir)) if (KEY_PATTERN.test(name)) yield name;
    }
  }

  /**
   * Removes crash leftovers: half-written *.tmp files and blobs that no row names. Only files older than
   * `graceMs`, because another process may be between writing a blob and inserting its row.
   */
  async sweep(isReferenced: (key: string) => boolean, graceMs: number): Promise<number> {
    const cutoff = Date.now() - graceMs;
    let removed = 0;
    for (const shard of await readdir(this.dir)) {
      const shardDir = path.join(this.dir, shard);
      if (!(await stat(shardDir)).isDirectory()) continue;
      for (const name of await readdir(shardDir)) {
        const leftover = name.endsWith('.tmp') || (KEY_PATTERN.test(name) && !isReferenced(name));
        if (!leftover) continue;
        const file = path.join(shardDir, name);
        if ((await stat(file)).mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

/** The key from BLOB_ENCRYPTION_KEY (base64, 32 bytes), else one generated once into DATA_DIR. */
export function loadBlobKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  const file = path.join(dataDir, 'blob-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
