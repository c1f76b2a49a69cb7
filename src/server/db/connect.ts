import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Database } from './schema.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['kind'];

export function connectDatabase(database: Config['database']): Db {
  if (database.kind === 'sqlite') {
    createPrivateFile(database.file);
    const sqlite = new SqliteDatabase(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // A schema per test file keeps parallel test files apart on one database.
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The database holds personal data: only the server's user may read it (0600), also for an older file. */
function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  // SQLite gives its -wal and -shm files the main file's mode; old ones are tightened here too.
  for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) chmodSync(extra, 0o600);
}

export const nowIso = () => new Date().toISOString();
