import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from '../db/sqlite-driver.ts';

/** What DATA_DIR holds besides the database: encrypted files and the keys that open them. */
const KEPT = ['blobs', 'blob-key', 'session-secret'] as const;

/**
 * Copies a SQLite deployment's data into `target`: a consistent copy of the database taken with SQLite's
 * online backup (the server may keep running), then the encrypted files and their keys. A backup without
 * `blob-key` could not open a single upload, so it is part of it (keep backups as private as DATA_DIR).
 */
export async function backupData(dataDir: string, databaseFile: string, target: string): Promise<string[]> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(target, 'app.db'));
  } finally {
    db.close();
  }
  const copied = ['app.db', ...copyKept(dataDir, target)];
  writeFileSync(
    path.join(target, 'backup.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), files: copied }, null, 2),
  );
  return copied;
}

/** Puts a backup back into an empty DATA_DIR (never over live data: stop the server, move the old data). */
export function restoreData(source: string, dataDir: string, databaseFile: string): string[] {
  if (!existsSync(path.join(source, 'backup.json'))) throw new Error(`${source} is not a backup (no backup.json)`);
  if (existsSync(databaseFile)) throw new Error(`${databaseFile} exists: restore only into an empty data folder`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  cpSync(path.join(source, 'app.db'), databaseFile);
  return ['app.db', ...copyKept(source, dataDir)];
}

function copyKept(fromDir: string, toDir: string): string[] {
  const present = KEPT.filter((name) => existsSync(path.join(fromDir, name)));
  for (const name of present) cpSync(path.join(fromDir, name), path.join(toDir, name), { recursive: true });
  return present;
}
