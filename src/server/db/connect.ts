import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
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
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // A schema per test file keeps parallel test files apart on one database.
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; on a hot path like GET /api/applications, preparing was the largest
 * self time in the CPU profile (docs/decisions/api-throughput.md). Statements are reused per SQL text, the
 * least recently used dropped past the limit; a statement still iterating (a stream) is never handed out twice.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDialectConfig['database'] {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/** The database holds personal data: only the server's user may read it (0600), also for an older file. */
function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  // SQLite gives its -wal and -shm files the main file's mode; old ones are tightened here too.
  for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) chmodSync(extra, 0o600);
}

export const nowIso = () => new Date().toISOString();
