import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { SettingName } from '#server/settings.ts';

/** Which database the API tests run on: SQLite unless TEST_DIALECT=postgres (set by npm test). */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Environment variables of a test server; tests change the resulting Config through `overrides`. */
function testEnv(dataDir: string): Partial<Record<SettingName, string>> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    // Replaced by the real address once the server listens (unless a test names its own).
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: TEST_DIALECT === 'postgres' ? testDatabaseUrl() : `sqlite:${path.join(dataDir, 'test.db')}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Analysis threads only where a test asks for them; chat staff always on hand.
    ANALYSIS_WORKERS: '0',
    LIVE_CHAT_HOURS: 'always',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  };
}

/**
 * A real server on a random port with a fresh database: a new SQLite file, or a new PostgreSQL schema
 * (dropped by global-setup.ts after the run, not here: see there why).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
  let schema: string | undefined;
  if (TEST_DIALECT === 'postgres') {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  // The same parsing and mapping as a deployment, from the settings a test server runs with.
  const loaded = loadConfig(testEnv(dataDir));
  const database = schema && loaded.database.kind === 'postgres' ? { ...loaded.database, schema } : loaded.database;
  const config: Config = { ...loaded, database, ...overrides };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (overrides.publicUrl === undefined) config.publicUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
