import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { BLOB_KEY_PATTERN, newBlobKey, openBlob, sealBlob } from './blob-cipher.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * Blobs in an S3-compatible bucket (S3_URL), sealed exactly like the file store before they leave the
 * process: the bucket only ever holds ciphertext, and BLOB_ENCRYPTION_KEY stays the one key that opens it.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly key: Buffer,
  ) {
    if (key.length !== 32) throw new Error('The blob encryption key must be 32 bytes');
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      // Bucket in the path, not the host name: works with MinIO, s3rver and AWS alike.
      forcePathStyle: true,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectFor(key: string): string {
    if (!BLOB_KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
    return this.settings.prefix + key;
  }

  async put(bytes: Buffer): Promise<string> {
    const key = newBlobKey();
    // A PUT is atomic: a reader sees the whole object or none, so no temporary name is needed.
    await this.putAs(key, bytes);
    return key;
  }

  /** Stores `bytes` under an existing key (moving blobs in from another store keeps the keys rows hold). */
  async putAs(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectFor(key),
        Body: sealBlob(this.key, bytes),
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectFor(key) }),
    );
    if (!object.Body) throw new Error('Empty blob');
    return openBlob(this.key, Buffer.from(await object.Body.transformToByteArray()));
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3, as `rm --force` does for the file store.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectFor(key) }));
  }

  /** Every blob key under the prefix with its upload time; objects that are not blobs are left out. */
  async *list(): AsyncGenerator<{ key: string; modifiedMs: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.settings.prefix.length) ?? '';
        if (BLOB_KEY_PATTERN.test(key)) yield { key, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async sweep(isReferenced: (key: string) => boolean, graceMs: number): Promise<number> {
    const cutoff = Date.now() - graceMs;
    let removed = 0;
    for await (const { key, modifiedMs } of this.list()) {
      if (isReferenced(key) || modifiedMs > cutoff) continue;
      await this.delete(key);
      removed += 1;
    }
    return removed;
  }

  close(): void {
    this.client.destroy();
  }
}
