// Every environment variable the server reads, declared once: its schema, its default and what it means.
// EnvSchema (config.ts parses with it), the Config type (config.ts maps it) and the README table
// (settings-table.ts, `npm run config:readme`) all come from here (docs/decisions/0039-configuration.md).
import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_SUPPORT_HOURS, parseSupportHours } from './domain/live-chat/support-hours.ts';

export interface Setting<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** One line for people: the README's "Meaning" column. */
  doc: string;
  /** The README's "Default" column. */
  shown: string;
  /** The value the schema fills in, when it is a constant (the test checks `shown` names it). */
  constant: unknown;
}

type Out<S extends z.ZodType> = z.util.NoUndefined<z.output<S>>;

/** A variable without a default: unset is `undefined`, and `shown` says what happens then. */
export function setting<S extends z.ZodType>(
  schema: S,
  meta: { doc: string; shown?: string },
): Setting<z.ZodOptional<S>>;
/** A variable with a default: a constant, or a function for one worked out at start (then say it in `shown`). */
export function setting<S extends z.ZodType>(
  schema: S,
  meta: { doc: string; default: Out<S> | (() => Out<S>); shown?: string },
): Setting<z.ZodDefault<S>>;
export function setting(
  schema: z.ZodType,
  meta: { doc: string; default?: unknown; shown?: string },
): Setting<z.ZodOptional | z.ZodDefault> {
  if (!('default' in meta)) {
    return { schema: schema.optional(), doc: meta.doc, shown: meta.shown ?? 'unset', constant: undefined };
  }
  const constant = typeof meta.default === 'function' ? undefined : meta.default;
  return {
    schema: schema.default(meta.default as never),
    doc: meta.doc,
    shown: meta.shown ?? `\`${String(constant)}\``,
    constant,
  };
}

const flag = z.enum(['true', 'false']);
const positive = z.coerce.number().int().min(1);

/** In the README's order. */
export const SETTINGS = {
  NODE_ENV: setting(z.enum(['development', 'production', 'test']), {
    default: 'production',
    doc: '`production` refuses to start without `PUBLIC_URL` and a payments choice; `development` and `test` fill in local defaults',
  }),
  PORT: setting(z.coerce.number().int().min(0).max(65535), {
    default: 5000,
    doc: 'HTTP port; one port serves the built client and the API',
  }),
  HOST: setting(z.string().min(1), { default: '0.0.0.0', doc: 'Interface to listen on' }),
  DATA_DIR: setting(z.string().min(1), {
    default: './data',
    doc: 'SQLite database, encrypted uploads, keys, mail outbox',
  }),
  DATABASE_URL: setting(
    z.string().regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:'),
    { shown: 'SQLite file in `DATA_DIR`', doc: '`postgres://…` switches to PostgreSQL (same migrations)' },
  ),
  SESSION_SECRET: setting(z.string().min(32, 'must be at least 32 characters'), {
    shown: 'generated into `DATA_DIR/session-secret`',
    doc: 'Keys the session token hashes (32+ characters)',
  }),
  SESSION_SECRET_ROTATE: setting(flag, {
    default: 'false',
    doc: '`true` accepts a `SESSION_SECRET` other than the recorded one, ending every session and sign-in link',
  }),
  PUBLIC_URL: setting(
    z.url().regex(/^https?:\/\/[^/?#]+\/?$/, 'must be the site address only, such as https://passportbuddy.example'),
    {
      shown: 'required in production; else `http://localhost:PORT`',
      doc: "The address people use (`https://…`); every e-mailed link and payment return URL is built from it, never from a request's Host; `https://` makes the session cookie `Secure`",
    },
  ),
  TRUST_PROXY: setting(
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be a hop count or comma-separated addresses',
      ),
    {
      shown: 'unset (no `X-Forwarded-For` trusted)',
      doc: 'Proxy hop count (`1`) or proxy addresses/CIDRs, comma-separated',
    },
  ),
  ADMIN_EMAIL: setting(z.email(), {
    doc: 'At start, creates the account with this address or gives it the admin role (set with `ADMIN_PASSWORD`)',
  }),
  ADMIN_PASSWORD: setting(z.string().min(8, 'must be at least 8 characters'), {
    doc: "That account's password when it is created (8+ characters)",
  }),
  PAYMENTS_MODE: setting(z.enum(['test', 'live']), {
    shown: '`test` outside production',
    doc: '`test` completes purchases without a card; in production it must be set on purpose',
  }),
  STRIPE_SECRET_KEY: setting(z.string().startsWith('sk_', 'must start with sk_'), {
    doc: 'Payments are live through a Stripe Checkout Session (one-time price); in production this or `PAYMENTS_MODE=test` is required',
  }),
  STRIPE_WEBHOOK_SECRET: setting(z.string().startsWith('whsec_', 'must start with whsec_'), {
    doc: 'Verifies `POST /api/stripe/webhook`; unset: the webhook answers 503',
  }),
  STRIPE_API_BASE: setting(z.url(), {
    shown: "Stripe's",
    doc: 'Another Stripe API address (stripe-mock, a local stand-in)',
  }),
  AUTH_IP_LIMIT: setting(positive, {
    default: 30,
    doc: 'Sign-in, sign-up, demo and sign-in-link requests per client IP per 15 minutes',
  }),
  REDIS_URL: setting(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'), {
    shown: 'unset (counters in the database)',
    doc: '`redis://…`: rate limits and sign-in backoff are kept in Redis',
  }),
  SESSION_MAX_DAYS: setting(positive.max(365), {
    default: 30,
    doc: 'A session ends this many days after sign-in',
  }),
  SESSION_IDLE_DAYS: setting(positive.max(365), { default: 7, doc: '… or after this many days unused' }),
  // One core is left to the API; a 2-core machine gets one analysis thread.
  ANALYSIS_WORKERS: setting(z.coerce.number().int().min(0).max(64), {
    default: () => Math.max(1, os.availableParallelism() - 1),
    shown: 'available cores - 1 (at least 1)',
    doc: 'Analysis worker threads in this process (`0`: queue only, another process analyses)',
  }),
  ANALYSIS_TIMEOUT_MS: setting(positive, {
    default: 90_000,
    doc: 'Longest one analysis may run before its document is marked failed',
  }),
  BLOB_ENCRYPTION_KEY: setting(
    z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
    {
      shown: 'generated into `DATA_DIR/blob-key`',
      doc: 'AES-256-GCM key for files and sealed database columns; checked at start. Never in a backup: keep it in a secret store',
    },
  ),
  S3_URL: setting(
    z.url().regex(/^https?:\/\/[^/]+\/[^/]+/, 'must be http(s)://[key:secret@]host[:port]/bucket[/prefix]'),
    {
      shown: 'unset (files in `DATA_DIR/blobs`)',
      doc: '`http(s)://key:secret@host:port/bucket[/prefix]`: uploads go to that S3-compatible bucket, encrypted the same way',
    },
  ),
  S3_REGION: setting(z.string().min(1), { default: 'us-east-1', doc: 'Region for `S3_URL` signing' }),
  JOB_QUEUE: setting(z.enum(['embedded', 'pg-boss']), {
    default: 'embedded',
    shown: '`embedded` (the `jobs` table)',
    doc: '`pg-boss`: the job queue runs on pg-boss in the PostgreSQL database (PostgreSQL only)',
  }),
  ROLE: setting(z.enum(['all', 'worker']), {
    default: 'all',
    doc: '`worker`: no HTTP, runs only analysis and background jobs (PostgreSQL only; see "More than one process")',
  }),
  SEED_DEMO: setting(flag, {
    default: 'false',
    doc: '`true`: "Try the demo" makes a throwaway account per visitor, deleted after a day',
  }),
  SMTP_URL: setting(z.url(), {
    doc: '`smtp://user:pass@host:587` sends mail through that server; unset writes it to `DATA_DIR/outbox`',
  }),
  SUPPORT_PHONE: setting(
    z.string().regex(/^\+?[0-9][0-9 ()-]{5,23}$/, 'must be a phone number such as +1 212 555 0143'),
    { doc: "The Support Center's phone line (24/7); unset hides the phone option" },
  ),
  OIDC_CLIENT_ID: setting(z.string().min(1), {
    doc: 'Continue with Google: the OAuth client from the Google Cloud console (redirect URI `<PUBLIC_URL>/api/auth/google/callback`); unset hides the button',
  }),
  OIDC_CLIENT_SECRET: setting(z.string().min(1), {
    doc: "That client's secret (set with `OIDC_CLIENT_ID`)",
  }),
  OIDC_ISSUER: setting(z.url(), {
    default: 'https://accounts.google.com',
    doc: 'Another OpenID Connect provider instead of Google (plain `http://` only on loopback)',
  }),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    default: 'info',
    doc: '`fatal` … `trace`, or `silent`',
  }),
  SHUTDOWN_GRACE_MS: setting(z.coerce.number().int().min(0), {
    default: 10_000,
    doc: 'At shutdown, running analyses get this long, then go back to the queue',
  }),
  LLM_BASE_URL: setting(z.url(), {
    doc: 'OpenAI-compatible endpoint that rewords Quick Help answers (never adds facts; set with `LLM_MODEL`)',
  }),
  LLM_MODEL: setting(z.string().min(1), { doc: 'The model that endpoint runs' }),
  LLM_API_KEY: setting(z.string().min(1), { doc: 'Bearer token for that endpoint, if it needs one' }),
  LIVE_CHAT_HOURS: setting(
    z.string().superRefine((value, check) => {
      try {
        parseSupportHours(value);
      } catch (error) {
        check.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
    {
      default: DEFAULT_SUPPORT_HOURS,
      doc: 'When people answer live chat (`always`: any hour); outside them the assistant answers and says when a person will',
    },
  ),
  LIVE_CHAT_STAFF_WAIT_SECONDS: setting(positive.max(3600), {
    default: 120,
    doc: 'In those hours, how long a user waits for a staff console to open before the assistant answers',
  }),
};

/**
 * Variables read outside config.ts that are not settings: developer knobs for measuring the MRZ reader
 * (docs/decisions/0030-document-extraction.md). A deployment never sets them, so the README leaves them out.
 */
export const DEVELOPER_KNOBS: Record<string, string> = {
  MRZ_DEBUG: 'prints every MRZ read attempt',
  MRZ_LOOSE_CROP: 'reads the located band without tightening it to the MRZ lines',
  MRZ_LOCAL_RATIO: 'ink threshold of the local-threshold passes',
  MRZ_READ_BUDGET_MS: 'per-image time budget (0: none, for accuracy independent of load)',
  MRZ_PASS_TIMEOUT_MS: 'longest one OCR pass may run before its worker is restarted (default 3000)',
};

type Schemas = { [K in keyof typeof SETTINGS]: (typeof SETTINGS)[K]['schema'] };

export const EnvSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, { schema }]) => [name, schema])) as Schemas,
);

export type Env = z.infer<typeof EnvSchema>;

export type SettingName = keyof typeof SETTINGS;
