import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from './connect.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

// Rows are read as arrays and rebuilt as objects (connect.ts): they must match what better-sqlite3 returns.
describe('SQLite rows through the statement cache', () => {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.destroy();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-rows-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const db = connectDatabase({ kind: 'sqlite', file });
    dbs.push(db);
    return { db, file };
  };

  it('gives the same objects as better-sqlite3, repeated names and odd aliases included', async () => {
    const { db, file } = open();
    await sql`create table t (id integer primary key, name text, data blob, n real)`.execute(db);
    await sql`insert into t (name, data, n) values ('a', x'0102', 1.5), (null, null, null)`.execute(db);
    const query = `select t.*, 7 as "weird ""key""", name as id, '__proto__' as proto from t order by id`;
    const ours = (await sql.raw(query).execute(db)).rows;
    const plain = new SqliteDatabase(file, { readonly: true });
    const theirs = plain.prepare(query).all();
    plain.close();
    expect(ours).toEqual(theirs);
    expect(ours.map((r) => Object.keys(r as object))).toEqual(theirs.map((r) => Object.keys(r as object)));
    // The cached statement gives the same again.
    expect((await sql.raw(query).execute(db)).rows).toEqual(theirs);
  });

  it('follows a schema change made by another connection', async () => {
    const { db, file } = open();
    await sql`create table t (a text, b text)`.execute(db);
    await sql`insert into t values ('1', '2')`.execute(db);
    const read = () =>
      db
        .selectFrom('t' as never)
        .selectAll()
        .execute();
    expect(await read()).toEqual([{ a: '1', b: '2' }]);
    const other = new SqliteDatabase(file);
    other.exec('alter table t rename column a to c');
    expect(await read()).toEqual([{ c: '1', b: '2' }]);
    other.exec('alter table t add column d text');
    expect(await read()).toEqual([{ c: '1', b: '2', d: null }]);
    other.close();
  });

  it('streams rows as objects too', async () => {
    const { db } = open();
    await sql`create table t (a integer, b text)`.execute(db);
    await sql`insert into t values (1, 'x'), (2, 'y')`.execute(db);
    const rows: unknown[] = [];
    for await (const row of db
      .selectFrom('t' as never)
      .selectAll()
      .stream())
      rows.push(row);
    expect(rows).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
  });
});

describe('SQLite file modes', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

  it('keeps app.db, -wal and -shm readable by the server user only, new or left over with a wider mode', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-modes-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const first = connectDatabase({ kind: 'sqlite', file });
    await sql`create table t (a text)`.execute(first);
    await sql`insert into t values ('x')`.execute(first);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe('600');
    await first.destroy();

    // An older install (or a copied-in database) left them 0644: the next open tightens all three.
    writeFileSync(`${file}-wal`, '');
    writeFileSync(`${file}-shm`, '');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) chmodSync(f, 0o644);
    const again = connectDatabase({ kind: 'sqlite', file });
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe('600');
    await again.destroy();
  });
});
