import type { EncryptedFileBlobStore } from '../storage/encrypted-file-store.ts';
import type { S3BlobStore } from '../storage/s3-blob-store.ts';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  failed: { key: string; reason: string }[];
}

/**
 * Moving a deployment from local files to a bucket: every blob in the folder is opened (so a damaged file is
 * reported, not carried over), written to the bucket under the same key the database rows hold, and read back
 * and compared. Idempotent: a blob already in the bucket with the same content is left alone, so a run that
 * stopped half-way can simply be started again. Nothing is deleted locally.
 */
export async function copyBlobsToS3(from: EncryptedFileBlobStore, to: S3BlobStore): Promise<CopyReport> {
  const inBucket = new Set<string>();
  for await (const { key } of to.list()) inBucket.add(key);
  const report: CopyReport = { copied: 0, alreadyThere: 0, failed: [] };
  for await (const key of from.keys()) {
    try {
      const bytes = await from.get(key);
      if (inBucket.has(key) && (await to.get(key).catch(() => undefined))?.equals(bytes)) {
        report.alreadyThere += 1;
        continue;
      }
      await to.putAs(key, bytes);
      if (!(await to.get(key)).equals(bytes)) throw new Error('the copy read back differs');
      report.copied += 1;
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
