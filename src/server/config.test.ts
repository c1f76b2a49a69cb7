// One source for configuration (docs/decisions/0039-configuration.md): the README, the code that reads the
// environment and the Config mapping must all agree with src/server/settings.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv, toConfig } from './config.ts';
import { DEVELOPER_KNOBS, EnvSchema, SETTINGS, type SettingName } from './settings.ts';
import { currentSettingsTable, settingsTable } from './settings-table.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const names = Object.keys(SETTINGS) as SettingName[];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A valid value for every setting, so each of toConfig's branches that reads one runs. */
const EVERY_SETTING: Record<SettingName, string> = {
  NODE_ENV: 'production',
  PORT: '8080',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: 'postgres://app@db.internal/passports',
  SESSION_SECRET: 'x'.repeat(32),
  SESSION_SECRET_ROTATE: 'true',
  PUBLIC_URL: 'https://passportbuddy.example',
  TRUST_PROXY: '1',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-pass-1',
  PAYMENTS_MODE: 'live',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_API_BASE: 'http://127.0.0.1:12111',
  AUTH_IP_LIMIT: '10',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SESSION_MAX_DAYS: '10',
  SESSION_IDLE_DAYS: '2',
  ANALYSIS_WORKERS: '3',
  ANALYSIS_TIMEOUT_MS: '1000',
  BLOB_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  S3_URL: 'https://key:secret@s3.example.com/bucket/prefix',
  S3_REGION: 'eu-west-1',
  JOB_QUEUE: 'pg-boss',
  ROLE: 'worker',
  SEED_DEMO: 'true',
  SMTP_URL: 'smtp://mail.example.com:587',
  SUPPORT_PHONE: '+1 212 555 0143',
  OIDC_CLIENT_ID: 'client',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_ISSUER: 'https://id.example.com',
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_MS: '500',
  LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
  LLM_MODEL: 'model',
  LLM_API_KEY: 'key',
  LIVE_CHAT_HOURS: 'always',
  LIVE_CHAT_STAFF_WAIT_SECONDS: '60',
};

describe('one source for configuration', () => {
  it('README.md holds the table the settings produce (regenerate it with `npm run config:readme`)', () => {
    expect(currentSettingsTable(README)).toBe(settingsTable());
    for (const name of names) expect(README).toContain(`| \`${name}\``);
  });

  it('declares every environment variable the server reads', () => {
    const read = new Map<string, string>();
    for (const file of serverSources()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/process\.env(?:\.([A-Za-z_]\w*)|\[['"]([^'"]+)['"]\])?/g)) {
        const name = match[1] ?? match[2];
        // Only config.ts takes the environment as a whole (loadConfig's default source).
        if (!name) expect(path.relative(ROOT, file)).toBe('src/server/config.ts');
        else read.set(name, path.relative(ROOT, file));
      }
    }
    const undeclared = [...read].filter(([name]) => !(name in SETTINGS) && !(name in DEVELOPER_KNOBS));
    expect(undeclared, 'declare these in src/server/settings.ts').toEqual([]);
    // Outside config.ts only the developer knobs are read directly; settings arrive through Config.
    const bypassing = [...read].filter(([name]) => name in SETTINGS);
    expect(bypassing, 'read these through loadConfig').toEqual([]);
    expect(
      Object.keys(DEVELOPER_KNOBS).filter((name) => !read.has(name)),
      'knobs nobody reads',
    ).toEqual([]);
  });

  it('maps every setting into the Config', () => {
    expect(Object.keys(EVERY_SETTING).sort()).toEqual([...names].sort());
    const env = parseEnv(EVERY_SETTING);
    const used = new Set<string | symbol>();
    const watched = new Proxy(env, {
      get: (target, key, receiver) => (used.add(key), Reflect.get(target, key, receiver)),
    });
    const config = toConfig(watched);
    expect(
      names.filter((name) => !used.has(name)),
      'settings toConfig never reads',
    ).toEqual([]);
    expect(config).toMatchObject({
      port: 8080,
      database: { kind: 'postgres' },
      paymentsMode: 'live',
      stripe: { webhookSecret: 'whsec_x' },
      s3: { bucket: 'bucket', region: 'eu-west-1' },
      oidc: { clientId: 'client' },
      llm: { model: 'model', apiKey: 'key' },
      liveChat: { hours: null, staffWaitMs: 60_000 },
    });
  });

  it('shows each default as the schema fills it in', () => {
    const defaults = EnvSchema.parse({});
    for (const name of names) {
      const { shown, constant } = SETTINGS[name];
      if (constant !== undefined) {
        expect(defaults[name], name).toBe(constant);
        expect(shown, name).toContain(`\`${String(constant)}\``);
      }
      // A default worked out at start (ANALYSIS_WORKERS) must say what it is, not 'unset'.
      if (defaults[name] !== undefined) expect(shown, name).not.toBe('unset');
    }
  });
});

function serverSources(dir = path.join(ROOT, 'src/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}
