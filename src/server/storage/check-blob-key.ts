import { createHmac } from 'node:crypto';
import { ConfigError } from '../config.ts';
import { nowIso, type Db } from '../db/connect.ts';

const SETTING = 'blob_key_id';

/** A fingerprint of the key that reveals nothing about it: an HMAC of a fixed label keyed by the key. */
export const blobKeyId = (key: Buffer) =>
  createHmac('sha256', key).update('passport-buddy blob key id').digest('hex').slice(0, 32);

export const BLOB_KEY_MISMATCH =
  'BLOB_ENCRYPTION_KEY does not match the key this data was encrypted with. Start with the original key ' +
  '(or the original DATA_DIR/blob-key file); with this one every stored file and passport field would be unreadable.';

/**
 * The first start records the key id; every later start compares, so a changed key stops start-up at once
 * instead of breaking old files one download at a time.
 */
export async function checkBlobKey(db: Db, key: Buffer): Promise<void> {
  const id = blobKeyId(key);
  await db
    .insertInto('app_settings')
    .values({ name: SETTING, value: id, created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('app_settings').select('value').where('name', '=', SETTING).executeTakeFirst();
  if (stored?.value !== id) throw new ConfigError(BLOB_KEY_MISMATCH);
}
