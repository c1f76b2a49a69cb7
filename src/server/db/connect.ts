import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as KyselySqlite,
  type SqliteStatement,
} from 'kysely';
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
    // A first read opens the WAL, creating -wal and -shm now: they are tightened here, not left to SQLite's habit.
    sqlite.prepare('select count(*) from sqlite_master').get();
    tightenCompanions(database.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    const ownChanges = sqlite.prepare('select total_changes()').pluck();
    const othersCommits = sqlite.prepare('pragma data_version').pluck();
    changeMarks.set(db, () => `${ownChanges.get() as number}:${othersCommits.get() as number}`);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // A schema per test file keeps parallel test files apart on one database.
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const changeMarks = new WeakMap<Db, () => string>();

/**
 * SQLite: a value that changes whenever the database may have changed since it was last taken: a change made
 * through this connection (total_changes(), counted even inside a transaction not yet committed) or a commit
 * by any other connection, worker thread or process (PRAGMA data_version). Undefined on PostgreSQL, which has
 * no such cheap counter, and for a transaction handle. Read caches (read-cache.ts) key on it.
 */
export const changeMark = (db: Db): string | undefined => changeMarks.get(db)?.();

const STATEMENT_CACHE_SIZE = 500;

type CachedStatement = SqliteStatement & { readonly busy: boolean };
type Row = Record<string, unknown>;
type RowBuilder = (values: unknown[]) => Row;

/**
 * Kysely prepares every query afresh; on a hot path like GET /api/applications, preparing was the largest
 * self time in the CPU profile (docs/decisions/0031-api-throughput.md). Statements are reused per SQL text, the
 * least recently used dropped past the limit; a statement still iterating (a stream) is never handed out twice.
 *
 * Rows are read as arrays and turned into objects by a function made once per statement: better-sqlite3
 * builds each row object property by property through the native API, which cost more than twice as much
 * (50 application rows: 230 µs as objects, 100 µs as arrays). The objects are the same (keys in column
 * order, a repeated name keeps its last value). A statement's columns can change when the schema does
 * (`select *` after a migration, also one run by another process), so the builder is remade when SQLite's
 * schema_version differs from the one it was made under or a row's length does not match it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): KyselySqlite {
  const cache = new Map<string, CachedStatement>();
  const schemaVersion = sqlite.prepare('pragma schema_version').pluck();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = arrayRows(sqlite.prepare(sql), () => schemaVersion.get() as number);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/** The statement as Kysely's SQLite driver uses it (reader, all, run, iterate), reading rows as arrays. */
function arrayRows(statement: BetterSqlite3.Statement, currentSchema: () => number): CachedStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let builder: RowBuilder | undefined;
  let builtFor = -1;
  const rowsOf = (values: unknown[][]): Row[] => {
    const version = currentSchema();
    if (!builder || builtFor !== version || (values[0] && values[0].length !== builder.length)) {
      builder = rowBuilder(statement.columns().map((c) => c.name));
      builtFor = version;
    }
    const rows = new Array<Row>(values.length);
    for (let i = 0; i < values.length; i++) rows[i] = builder(values[i]!);
    return rows;
  };
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters: ReadonlyArray<unknown>) => rowsOf(statement.all(parameters) as unknown[][]),
    run: (parameters: ReadonlyArray<unknown>) => statement.run(parameters),
    *iterate(parameters: ReadonlyArray<unknown>) {
      for (const values of statement.iterate(parameters)) yield rowsOf([values as unknown[]])[0]!;
    },
  };
}

/**
 * `(values) => ({ "id": values[0], "name": values[1] })`: an object literal gives every row one shape, which
 * V8 builds far faster than adding properties one by one. Names are JSON-quoted, so any column alias is safe;
 * `__proto__` (which a literal would treat as the prototype) falls back to defining properties.
 */
function rowBuilder(names: string[]): RowBuilder {
  let build: RowBuilder;
  if (names.includes('__proto__')) {
    build = (values) => {
      const row: Row = {};
      names.forEach((name, i) =>
        Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }),
      );
      return row;
    };
  } else {
    // Built from column names only, each JSON-quoted.
    build = new Function(
      'v',
      `return {${names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ')}};`,
    ) as RowBuilder;
  }
  return Object.defineProperty(build, 'length', { value: names.length });
}

/** The database holds personal data: only the server's user may read it (0600), also for an older file. */
function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  tightenCompanions(file);
}

/**
 * SQLite creates -wal and -shm with the main file's mode (so 0600), but old ones (left by a crash, or copied in)
 * keep theirs: every start sets them.
 */
function tightenCompanions(file: string): void {
  for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) chmodSync(extra, 0o600);
}

export const nowIso = () => new Date().toISOString();
