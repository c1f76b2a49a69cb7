import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** S3_URL for the app: s3rver's fixed test credentials, loopback address, the bucket. */
  url: string;
  /** Every object's stored bytes, read from s3rver's folder: what someone with the bucket would see. */
  storedObjects(): Buffer[];
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, storing into a temporary folder. */
export async function startS3(bucket = 'blobs'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pb-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    storedObjects: () => filesUnder(path.join(directory, bucket)).map((file) => readFileSync(file)),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver keeps each object as `<key>._S3rver_object` beside its metadata files. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith('._S3rver_object') ? [full] : [];
  });
}
