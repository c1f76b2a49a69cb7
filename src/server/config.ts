import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SUPPORT_HOURS, parseSupportHours, type SupportHours } from './domain/live-chat/support-hours.ts';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be the site address only, such as https://passportbuddy.example')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PAYMENTS_MODE: z.enum(['test', 'live']).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('false'),
  SESSION_SECRET_ROTATE: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be a hop count or comma-separated addresses')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1).default(90_000),
  // One core is left to the API; a 2-core machine gets one analysis thread.
  ANALYSIS_WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => Math.max(1, os.availableParallelism() - 1)),
  BLOB_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.url().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  ROLE: z.enum(['all', 'worker']).default('all'),
  JOB_QUEUE: z.enum(['embedded', 'pg-boss']).default('embedded'),
  S3_URL: z
    .url()
    .regex(/^https?:\/\/[^/]+\/[^/]+/, 'must be http(s)://[key:secret@]host[:port]/bucket[/prefix]')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{5,23}$/, 'must be a phone number such as +1 212 555 0143')
    .optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  LIVE_CHAT_HOURS: z
    .string()
    .default(DEFAULT_SUPPORT_HOURS)
    .superRefine((value, check) => {
      try {
        parseSupportHours(value);
      } catch (error) {
        check.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  LIVE_CHAT_STAFF_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  sessionSecret: string;
  /** Accept a SESSION_SECRET other than the one recorded in the database, ending every session (a deliberate rotation). */
  rotateSessionSecret: boolean;
  /**
   * The public address (no trailing slash). Every URL we send (e-mailed links, payment return URLs, the
   * OpenID redirect) is built from it, never from a request header (docs/decisions/public-url.md).
   */
  publicUrl: string;
  secureCookies: boolean;
  admin: { email: string; password: string } | undefined;
  paymentsMode: 'test' | 'live';
  /** Set when STRIPE_SECRET_KEY is: purchases go through Stripe Checkout unless PAYMENTS_MODE=test. */
  stripe?: StripeSettings | undefined;
  seedDemo: boolean;
  /** Fastify trustProxy: false (default, X-Forwarded-For ignored), a hop count or proxy addresses. */
  trustProxy: false | number | string[];
  /** Rate limits and lockouts go to Redis when set, else to the database. */
  redisUrl: string | undefined;
  /** A session ends this long after sign-in, or after this long unused. */
  sessionMaxMs: number;
  sessionIdleMs: number;
  logLevel: Env['LOG_LEVEL'];
  /** smtp:// or smtps:// URL; unset writes mail to DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  /** Analysis worker threads in this process; 0 queues jobs without running them (another process will). */
  analysisWorkers: number;
  /** One analysis may run this long before its thread is replaced and the document marked failed. */
  analysisTimeoutMs: number;
  blobKey: string | undefined;
  /** Sign-in and sign-up attempts allowed per client IP per 15 minutes. */
  authIpLimit: number;
  /** At shutdown, running jobs get this long to finish before they are returned to the queue. */
  shutdownGraceMs: number;
  /** `worker`: no HTTP, only the job runners (analysis and background jobs); `all` serves and works. */
  role: 'all' | 'worker';
  /** `pg-boss` runs the queue on pg-boss in the PostgreSQL database; `embedded` is the jobs table. */
  jobQueue: 'embedded' | 'pg-boss';
  /** Blobs go to this S3-compatible bucket when set, else to DATA_DIR/blobs; encrypted either way. */
  s3?: S3Settings | undefined;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Optional OpenAI-compatible endpoint that rewords Quick Help answers; retrieval only when absent. */
  llm?: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /** The Support Center's phone line; the phone option is hidden when unset (the spec gives no number). */
  supportPhone?: string | undefined;
  /** Continue with Google (any OpenID Connect provider); the button is hidden when unset. */
  oidc?: OidcSettings | undefined;
  /** Where the built client lives; absent in API-only test runs. */
  clientDir: string | undefined;
  /** Live chat: when people answer (null: always), and how long a user waits for staff before the assistant. */
  liveChat: { hours: SupportHours | null; staffWaitMs: number };
}

export interface StripeSettings {
  secretKey: string;
  /** Without it the webhook answers 503; /success still verifies each session through the API. */
  webhookSecret: string | undefined;
  /** Another API address (stripe-mock, a test stand-in); Stripe's own when unset. */
  apiBase: URL | undefined;
}

export interface S3Settings {
  /** Scheme, host and port: AWS or any S3-compatible server (path-style addressing). */
  endpoint: string;
  region: string;
  bucket: string;
  /** Key prefix inside the bucket, '' or ending in '/'. */
  prefix: string;
  /** From the URL's user info; absent, the SDK's own chain (AWS_ACCESS_KEY_ID, roles) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once. A bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file) means unset, not an invalid value.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const paymentsMode = resolvePaymentsMode(env);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) throw new ConfigError(PUBLIC_URL_REQUIRED);
  if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
    throw new ConfigError('Invalid configuration:\n  SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together');
  }
  if (Boolean(env.OIDC_CLIENT_ID) !== Boolean(env.OIDC_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_CLIENT_SECRET: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const onPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '');
  // SQLite is one process's database: a second process (a worker) or a queue engine needs PostgreSQL.
  if (env.ROLE === 'worker' && !onPostgres) {
    throw new ConfigError('Invalid configuration:\n  ROLE: ROLE=worker needs a postgres:// DATABASE_URL');
  }
  if (env.JOB_QUEUE === 'pg-boss' && !onPostgres) {
    throw new ConfigError('Invalid configuration:\n  JOB_QUEUE: JOB_QUEUE=pg-boss needs a postgres:// DATABASE_URL');
  }
  ensurePrivateDir(dataDir);

  const url = env.DATABASE_URL;
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: url ? path.resolve(url.replace(/^sqlite:/, '')) : path.join(dataDir, 'app.db') };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    sessionSecret: env.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    rotateSessionSecret: env.SESSION_SECRET_ROTATE === 'true',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    paymentsMode,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
        }
      : undefined,
    seedDemo: env.SEED_DEMO === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL,
    sessionMaxMs: env.SESSION_MAX_DAYS * DAY_MS,
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    authIpLimit: env.AUTH_IP_LIMIT,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    analysisWorkers: env.ANALYSIS_WORKERS,
    analysisTimeoutMs: env.ANALYSIS_TIMEOUT_MS,
    blobKey: env.BLOB_ENCRYPTION_KEY,
    role: env.ROLE,
    jobQueue: env.JOB_QUEUE,
    s3: env.S3_URL ? parseS3Url(env.S3_URL, env.S3_REGION) : undefined,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
        : undefined,
    supportPhone: env.SUPPORT_PHONE,
    oidc:
      env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: new URL(env.OIDC_ISSUER), clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    clientDir: undefined,
    liveChat: {
      hours: parseSupportHours(env.LIVE_CHAT_HOURS),
      staffWaitMs: env.LIVE_CHAT_STAFF_WAIT_SECONDS * 1000,
    },
  };
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
 * Outside production payments default to test mode. In production nothing is free by accident: Stripe must
 * be configured, or test mode chosen explicitly (docs/decisions/production-defaults.md).
 */
function resolvePaymentsMode(env: Env): Config['paymentsMode'] {
  if (env.PAYMENTS_MODE === 'test') return 'test';
  if (env.NODE_ENV !== 'production') return env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? 'live' : 'test');
  if (!env.STRIPE_SECRET_KEY) throw new ConfigError(PAYMENTS_NOT_CONFIGURED);
  return 'live';
}

/** http://key:secret@host:port/bucket/prefix: one variable names the whole store. */
export function parseS3Url(value: string, region: string): S3Settings {
  const url = new URL(value);
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  const prefix = rest.length > 0 ? `${rest.join('/')}/` : '';
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region,
    bucket,
    prefix,
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** "2" trusts two proxy hops; "10.0.0.1, 10.0.0.0/8" trusts those addresses; unset trusts no header. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
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
