import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../connect.ts';

export interface MigrationContext {
  dialect: Dialect;
}

/** An auto-incrementing integer primary key, spelled the way each dialect wants it. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, ctx: MigrationContext) {
  return ctx.dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
