import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sessionSecretId } from '../auth/check-session-secret.ts';
import { SqliteDatabase } from '../db/sqlite-driver.ts';
import { blobKeyId } from '../storage/check-blob-key.ts';

/** The encrypted files: the only part of DATA_DIR besides the database that a backup holds. */
const BLOBS = 'blobs';
/** Keys a backup made before issue 18 held beside the data; a restore of such a backup still uses them. */
const LEGACY_KEY_FILES = ['blob-key', 'session-secret'] as const;

/** backup.json: what is in the folder, and fingerprints (never the secrets) of the keys it needs. */
interface Manifest {
  createdAt: string;
  files: string[];
  /** HMAC fingerprint of the blob key the data is encrypted with (check-blob-key.ts). */
  blobKeyId?: string;
  /** Fingerprint of the session secret the sessions and sign-in links were made with. */
  sessionSecretId?: string;
}

export const NO_KEY =
  'no encryption key: the backup does not hold one. Give the key this data was encrypted with as ' +
  'BLOB_ENCRYPTION_KEY, or put the original blob-key file into DATA_DIR, then restore again.';
export const WRONG_KEY =
  'the encryption key (BLOB_ENCRYPTION_KEY or DATA_DIR/blob-key) does not open this backup: its fingerprint is ' +
  'not the one in backup.json. Use the key this data was encrypted with; nothing was restored.';
export const SESSION_SECRET_CHANGED =
  'the session secret here is not the one this data was used with: start the server with the original ' +
  'SESSION_SECRET, or once with SESSION_SECRET_ROTATE=true (everyone then signs in again).';

/**
 * Copies a SQLite deployment's data into `target`: a consistent copy of the database taken with SQLite's online
 * backup (the server may keep running) and the encrypted files. Never the blob key nor the session secret: a backup
 * holding its key beside the data would protect nothing (docs/decisions/0021-operations.md). `backup.json` records the
 * keys' fingerprints so a restore can tell whether the key the operator holds opens it. Files 0600 in a 0700 folder.
 */
export async function backupData(dataDir: string, databaseFile: string, target: string): Promise<string[]> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chmodSync(target, 0o700);
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  let keyIds: KeyIds;
  try {
    await db.backup(path.join(target, 'app.db'));
    keyIds = recordedKeyIds(db);
  } finally {
    db.close();
  }
  const files = ['app.db'];
  if (existsSync(path.join(dataDir, BLOBS))) {
    cpSync(path.join(dataDir, BLOBS), path.join(target, BLOBS), { recursive: true });
    files.push(BLOBS);
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), files, ...keyIds };
  writeFileSync(path.join(target, 'backup.json'), JSON.stringify(manifest, null, 2), { mode: 0o600 });
  makePrivate(target);
  return files;
}

/**
 * Puts a backup back into a data folder without a database (never over live data: stop the server, move the old
 * data). The blob key must be at hand (`keys.blobKey` from BLOB_ENCRYPTION_KEY, else DATA_DIR/blob-key) and match
 * the backup's fingerprint, else nothing is restored. Returns what was restored and any warning for the operator.
 */
export function restoreData(
  source: string,
  dataDir: string,
  databaseFile: string,
  keys: { blobKey?: string; sessionSecret?: string },
): { files: string[]; warnings: string[] } {
  const manifestFile = path.join(source, 'backup.json');
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup (no backup.json)`);
  if (existsSync(databaseFile)) throw new Error(`${databaseFile} exists: restore only into an empty data folder`);
  const expected = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const blobKey = keys.blobKey ?? readKeyFile(dataDir, 'blob-key') ?? readKeyFile(source, 'blob-key');
  if (!blobKey) throw new Error(NO_KEY);
  if (expected.blobKeyId && blobKeyId(Buffer.from(blobKey, 'base64')) !== expected.blobKeyId) {
    throw new Error(WRONG_KEY);
  }

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
  cpSync(path.join(source, 'app.db'), databaseFile);
  chmodSync(databaseFile, 0o600);
  const files = ['app.db'];
  if (existsSync(path.join(source, BLOBS))) {
    cpSync(path.join(source, BLOBS), path.join(dataDir, BLOBS), { recursive: true });
    makePrivate(path.join(dataDir, BLOBS));
    files.push(BLOBS);
  }
  return {
    files: [...files, ...restoreLegacyKeys(source, dataDir, keys)],
    warnings: sessionWarnings(dataDir, keys, expected),
  };
}

/**
 * A backup made before issue 18 holds blob-key and session-secret (and no fingerprints): they are restored as then,
 * unless the key was given (BLOB_ENCRYPTION_KEY, SESSION_SECRET) or the folder has its own blob-key.
 */
function restoreLegacyKeys(source: string, dataDir: string, keys: { blobKey?: string; sessionSecret?: string }) {
  const wanted = {
    'blob-key': !keys.blobKey && !readKeyFile(dataDir, 'blob-key'),
    // The CLI's config writes a new session secret into an empty DATA_DIR; the backup's is the one its sessions need.
    'session-secret': !keys.sessionSecret,
  };
  const restored: string[] = [];
  for (const name of LEGACY_KEY_FILES) {
    if (!wanted[name] || !existsSync(path.join(source, name))) continue;
    cpSync(path.join(source, name), path.join(dataDir, name));
    chmodSync(path.join(dataDir, name), 0o600);
    restored.push(name);
  }
  return restored;
}

/** A restore without the original session secret works, but the server then refuses to start until told what to do. */
function sessionWarnings(dataDir: string, keys: { sessionSecret?: string }, expected: Manifest): string[] {
  const secret = keys.sessionSecret ?? readKeyFile(dataDir, 'session-secret');
  if (!expected.sessionSecretId || (secret && sessionSecretId(secret) === expected.sessionSecretId)) return [];
  return [SESSION_SECRET_CHANGED];
}

type KeyIds = Pick<Manifest, 'blobKeyId' | 'sessionSecretId'>;

/** The fingerprints the database recorded at its first start (check-blob-key.ts, check-session-secret.ts). */
function recordedKeyIds(db: InstanceType<typeof SqliteDatabase>): KeyIds {
  const hasSettings = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'app_settings'").get();
  if (!hasSettings) return {};
  const rows = db
    .prepare("select name, value from app_settings where name in ('blob_key_id', 'session_secret_id')")
    .all() as { name: string; value: string }[];
  const value = (name: string) => rows.find((r) => r.name === name)?.value;
  const [blob, session] = [value('blob_key_id'), value('session_secret_id')];
  return { ...(blob ? { blobKeyId: blob } : {}), ...(session ? { sessionSecretId: session } : {}) };
}

const readKeyFile = (dir: string, name: string) => {
  const file = path.join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

/** Folders 0700 and files 0600 all the way down: a backup is as private as DATA_DIR. */
function makePrivate(entry: string): void {
  if (!statSync(entry).isDirectory()) {
    chmodSync(entry, 0o600);
    return;
  }
  chmodSync(entry, 0o700);
  for (const name of readdirSync(entry)) makePrivate(path.join(entry, name));
}
