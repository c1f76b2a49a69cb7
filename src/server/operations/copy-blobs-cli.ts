// `npm run blobs:copy-to-s3`: copies the uploaded files in DATA_DIR/blobs into the S3_URL bucket, same keys,
// same BLOB_ENCRYPTION_KEY (docs/decisions/0027-blob-storage.md). Run it before starting the servers with S3_URL.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { EncryptedFileBlobStore, loadBlobKey } from '../storage/encrypted-file-store.ts';
import { S3BlobStore } from '../storage/s3-blob-store.ts';
import { copyBlobsToS3 } from './copy-blobs-to-s3.ts';

try {
  const config = loadConfig();
  if (!config.s3) throw new Error('Set S3_URL to the bucket to copy into (and DATA_DIR to the folder to copy from).');
  const key = loadBlobKey(config.dataDir, config.blobKey);
  const from = new EncryptedFileBlobStore(path.join(config.dataDir, 'blobs'), key);
  const to = new S3BlobStore(config.s3, key);
  try {
    const report = await copyBlobsToS3(from, to);
    console.log(
      `Copied ${report.copied}, already in the bucket ${report.alreadyThere}, failed ${report.failed.length}`,
    );
    for (const { key: failedKey, reason } of report.failed) console.error(`  ${failedKey}: ${reason}`);
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    to.close();
  }
} catch (error) {
  console.error(`copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
