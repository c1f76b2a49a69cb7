import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { EncryptedFileBlobStore } from './encrypted-file-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/** Encrypted files in DATA_DIR/blobs by default; an S3-compatible bucket when S3_URL is set. */
export function openBlobStore(config: Config, key: Buffer): BlobStore & { close?(): void } {
  if (config.s3) return new S3BlobStore(config.s3, key);
  return new EncryptedFileBlobStore(path.join(config.dataDir, 'blobs'), key);
}
