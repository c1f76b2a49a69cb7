import pg from 'pg';

/**
 * PostgreSQL test schemas are dropped here, before and after the whole run, never while test files run:
 * Kysely's migrator introspects every schema, so dropping one file's schema while another file migrates
 * fails that migration ("schema ... does not exist").
 */
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DIALECT !== 'postgres' || !url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{12}(_boss)?$'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists ${nspname} cascade`);
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<void> {
  await dropTestSchemas();
}

export async function teardown(): Promise<void> {
  await dropTestSchemas();
}
