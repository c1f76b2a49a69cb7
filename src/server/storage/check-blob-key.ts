import { ConfigError } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { matchesStoredFingerprint, secretFingerprint } from '../db/secret-fingerprint.ts';

const SETTING = 'blob_key_id';

export const blobKeyId = (key: Buffer) => secretFingerprint(key, 'blob key id');

export const BLOB_KEY_MISMATCH =
  'BLOB_ENCRYPTION_KEY does not match the key this data was encrypted with. Start with the original key ' +
  '(or the original DATA_DIR/blob-key file); with this one every stored file and passport field would be unreadable.';

/**
 * The first start records the key id; every later start compares, so a changed key stops start-up at once
 * instead of breaking old files one download at a time.
 */
export async function checkBlobKey(db: Db, key: Buffer): Promise<void> {
  if (!(await matchesStoredFingerprint(db, SETTING, blobKeyId(key)))) throw new ConfigError(BLOB_KEY_MISMATCH);
}
