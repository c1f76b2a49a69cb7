import { ConfigError } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { matchesStoredFingerprint, replaceStoredFingerprint, secretFingerprint } from '../db/secret-fingerprint.ts';

const SETTING = 'session_secret_id';

/** The fingerprint recorded in app_settings (also in a backup's backup.json), never the secret. */
export const sessionSecretId = (secret: string) => secretFingerprint(secret, 'session secret id');

export const SESSION_SECRET_MISMATCH =
  'SESSION_SECRET does not match the secret the other processes on this database use (or used before). ' +
  'Give every process the same SESSION_SECRET (or the original DATA_DIR/session-secret file). To change it on ' +
  'purpose, start once with SESSION_SECRET_ROTATE=true: every session and e-mailed sign-in link then ends.';

/**
 * Sessions and sign-in links are stored as HMACs keyed by the session secret, so a process with another secret
 * silently rejects every session the others created. The first start records the secret's fingerprint; a later
 * start with another one stops, unless the operator rotates on purpose, which signs everyone out.
 */
export async function checkSessionSecret(db: Db, secret: string, rotate: boolean): Promise<void> {
  const fingerprint = sessionSecretId(secret);
  if (await matchesStoredFingerprint(db, SETTING, fingerprint)) return;
  if (!rotate) throw new ConfigError(SESSION_SECRET_MISMATCH);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').execute();
    await trx.deleteFrom('sign_in_tokens').execute();
    await replaceStoredFingerprint(trx, SETTING, fingerprint);
  });
}
