import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';

/** Which database the API tests run on: SQLite unless TEST_DIALECT=postgres (set by npm test). */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a random port with a fresh database: a new SQLite file, or a new PostgreSQL schema
 * (dropped by global-setup.ts after the run, not here: see there why).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
  let database: Config['database'] = { kind: 'sqlite', file: path.join(dataDir, 'test.db') };
  if (TEST_DIALECT === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = { kind: 'postgres', url, schema };
  }
  const config: Config = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database,
    sessionSecret: randomBytes(32).toString('base64url'),
    rotateSessionSecret: false,
    // Replaced by the real address once the server listens (unless a test names its own).
    publicUrl: 'http://127.0.0.1',
    secureCookies: false,
    admin: undefined,
    paymentsMode: 'test',
    seedDemo: false,
    trustProxy: false,
    redisUrl: undefined,
    sessionMaxMs: 30 * 24 * 60 * 60 * 1000,
    sessionIdleMs: 7 * 24 * 60 * 60 * 1000,
    logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel'] | undefined) ?? 'silent',
    authIpLimit: 30,
    shutdownGraceMs: 10_000,
    analysisWorkers: 0,
    analysisTimeoutMs: 90_000,
    blobKey: undefined,
    role: 'all',
    jobQueue: 'embedded',
    clientDir: undefined,
    liveChat: { hours: null, staffWaitMs: 120_000 },
    ...overrides,
  };
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
