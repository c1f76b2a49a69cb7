import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Database } from './schema.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['kind'];

export function connectDatabase(database: Config['database']): Db {
  if (database.kind === 'sqlite') {
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

export const nowIso = () => new Date().toISOString();
