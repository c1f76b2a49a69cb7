import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSupportHours } from './domain/live-chat/support-hours.ts';
import { EnvSchema, type Env } from './settings.ts';

export type { Env } from './settings.ts';

/** What the server runs with: the settings as toConfig maps them, plus what the process itself supplies. */
export type Config = ReturnType<typeof toConfig> & RuntimeSettings;

interface RuntimeSettings {
  /** Where the built client lives (main.ts sets it); absent in API-only test runs. */
  clientDir: string | undefined;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export type StripeSettings = NonNullable<Config['stripe']>;
export type S3Settings = ReturnType<typeof parseS3Url>;
export type OidcSettings = NonNullable<Config['oidc']>;

type DatabaseSettings =
  | { kind: 'sqlite'; file: string }
  /** `schema`: a PostgreSQL schema of its own (each API test file gets one). */
  | { kind: 'postgres'; url: string; schema?: string };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once. A bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  return { ...toConfig(parseEnv(source)), clientDir: undefined };
}

/** The settings, validated one by one (toConfig checks how they combine). */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (PORT= in a .env file) means unset, not an invalid value.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Maps the parsed settings to what the server runs with; its return type is the Config type. Settings that
 * are each valid but cannot work together stop start-up here. Creates DATA_DIR (and the session secret in
 * it when none is given).
 */
export function toConfig(env: Env) {
  refuseContradictions(env);
  const dataDir = path.resolve(env.DATA_DIR);
  ensurePrivateDir(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    sessionSecret: env.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    /** Accept a SESSION_SECRET other than the one recorded in the database, ending every session. */
    rotateSessionSecret: env.SESSION_SECRET_ROTATE === 'true',
    /**
     * The public address (no trailing slash). Every URL we send (e-mailed links, payment return URLs, the
     * OpenID redirect) is built from it, never from a request header (docs/decisions/0034-public-url.md).
     */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    paymentsMode: paymentsMode(env),
    /** Set when STRIPE_SECRET_KEY is: purchases go through Stripe Checkout unless PAYMENTS_MODE=test. */
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          /** Without it the webhook answers 503; /success still verifies each session through the API. */
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          /** Another API address (stripe-mock, a test stand-in); Stripe's own when unset. */
          apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
        }
      : undefined,
    seedDemo: env.SEED_DEMO === 'true',
    /** Fastify trustProxy: false (X-Forwarded-For ignored), a hop count or proxy addresses. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Rate limits and lockouts go to Redis when set, else to the database. */
    redisUrl: env.REDIS_URL,
    sessionMaxMs: env.SESSION_MAX_DAYS * DAY_MS,
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    logLevel: env.LOG_LEVEL,
    /** smtp:// or smtps:// URL; unset writes mail to DATA_DIR/outbox. */
    smtpUrl: env.SMTP_URL,
    authIpLimit: env.AUTH_IP_LIMIT,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    /** Analysis threads in this process; 0 queues jobs without running them (another process will). */
    analysisWorkers: env.ANALYSIS_WORKERS,
    analysisTimeoutMs: env.ANALYSIS_TIMEOUT_MS,
    blobKey: env.BLOB_ENCRYPTION_KEY,
    role: env.ROLE,
    jobQueue: env.JOB_QUEUE,
    /** Blobs go to this S3-compatible bucket when set, else to DATA_DIR/blobs; encrypted either way. */
    s3: env.S3_URL ? parseS3Url(env.S3_URL, env.S3_REGION) : undefined,
    /** Optional OpenAI-compatible endpoint that rewords Quick Help answers; retrieval only when absent. */
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
        : undefined,
    /** The phone option is hidden when unset (the spec gives no number). */
    supportPhone: env.SUPPORT_PHONE,
    /** Continue with Google (any OpenID Connect provider); the button is hidden when unset. */
    oidc:
      env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: new URL(env.OIDC_ISSUER), clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    /** When people answer (null: always), and how long a user waits for staff before the assistant. */
    liveChat: {
      hours: parseSupportHours(env.LIVE_CHAT_HOURS),
      staffWaitMs: env.LIVE_CHAT_STAFF_WAIT_SECONDS * 1000,
    },
  };
}

const invalid = (name: string, message: string) => new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);

function refuseContradictions(env: Env): void {
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw invalid('ADMIN_PASSWORD', 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const production = env.NODE_ENV === 'production';
  // Nothing is free by accident in production (docs/decisions/0013-production-defaults.md).
  if (production && env.PAYMENTS_MODE !== 'test' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(PAYMENTS_NOT_CONFIGURED);
  }
  if (production && !env.PUBLIC_URL) throw new ConfigError(PUBLIC_URL_REQUIRED);
  if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
    throw invalid('SESSION_IDLE_DAYS', 'must not exceed SESSION_MAX_DAYS');
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    throw invalid('LLM_MODEL', 'LLM_BASE_URL and LLM_MODEL must be set together');
  }
  if (Boolean(env.OIDC_CLIENT_ID) !== Boolean(env.OIDC_CLIENT_SECRET)) {
    throw invalid('OIDC_CLIENT_SECRET', 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  // SQLite is one process's database: a second process (a worker) or a queue engine needs PostgreSQL.
  const onPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '');
  if (env.ROLE === 'worker' && !onPostgres) throw invalid('ROLE', 'ROLE=worker needs a postgres:// DATABASE_URL');
  if (env.JOB_QUEUE === 'pg-boss' && !onPostgres) {
    throw invalid('JOB_QUEUE', 'JOB_QUEUE=pg-boss needs a postgres:// DATABASE_URL');
  }
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseSettings {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: url ? path.resolve(url.replace(/^sqlite:/, '')) : path.join(dataDir, 'app.db') };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const PUBLIC_URL_REQUIRED =
  'Invalid configuration:\n  PUBLIC_URL: set the address people use to reach this server, such as ' +
  'https://passportbuddy.example. Sign-in links, e-mails and payment return pages are built from it, never ' +
  'from the Host header of a request (npm start sets http://localhost:PORT for the local try-out).';

export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured. In production set STRIPE_SECRET_KEY to take real payments, or set ' +
  'PAYMENTS_MODE=test on purpose to run without charging (every page then shows a test-mode banner).';

/**
 * Outside production payments default to test mode; in production (refuseContradictions made sure) Stripe is
 * configured or test mode was chosen on purpose.
 */
function paymentsMode(env: Env): 'test' | 'live' {
  if (env.PAYMENTS_MODE === 'test') return 'test';
  if (env.NODE_ENV !== 'production') return env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? 'live' : 'test');
  return 'live';
}

/** http://key:secret@host:port/bucket/prefix: one variable names the whole store. */
export function parseS3Url(value: string, region: string) {
  const url = new URL(value);
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  const prefix = rest.length > 0 ? `${rest.join('/')}/` : '';
  return {
    /** Scheme, host and port: AWS or any S3-compatible server (path-style addressing). */
    endpoint: `${url.protocol}//${url.host}`,
    region,
    bucket,
    /** Key prefix inside the bucket, '' or ending in '/'. */
    prefix,
    /** From the URL's user info; absent, the SDK's own chain (AWS_ACCESS_KEY_ID, roles) applies. */
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** "2" trusts two proxy hops; "10.0.0.1, 10.0.0.0/8" trusts those addresses; unset trusts no header. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((part) => part.trim());
}

/** Only the server's own user may read the data directory (0700); a looser existing one is tightened. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** A random secret generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
