import { createHmac } from 'node:crypto';
import { nowIso, type Db } from './connect.ts';

/** A fingerprint of a secret that reveals nothing about it: an HMAC of a fixed label keyed by the secret. */
export const secretFingerprint = (secret: Buffer | string, label: string) =>
  createHmac('sha256', secret).update(`passport-buddy ${label}`).digest('hex').slice(0, 32);

/**
 * Records the fingerprint under `setting` on first start and tells whether this start's secret matches it, so a
 * process started with another secret is stopped at once instead of failing one request or file at a time.
 */
export async function matchesStoredFingerprint(db: Db, setting: string, fingerprint: string): Promise<boolean> {
  await db
    .insertInto('app_settings')
    .values({ name: setting, value: fingerprint, created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('app_settings').select('value').where('name', '=', setting).executeTakeFirst();
  return stored?.value === fingerprint;
}

/** Replaces the stored fingerprint (an operator's deliberate rotation). */
export async function replaceStoredFingerprint(db: Db, setting: string, fingerprint: string): Promise<void> {
  await db.updateTable('app_settings').set({ value: fingerprint }).where('name', '=', setting).execute();
}
