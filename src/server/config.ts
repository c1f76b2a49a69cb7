import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  PAYMENTS_MODE: z.enum(['test', 'live']).default('test'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1).default(90_000),
  ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  BLOB_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
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
  publicUrl: string | undefined;
  secureCookies: boolean;
  admin: { email: string; password: string } | undefined;
  paymentsMode: Env['PAYMENTS_MODE'];
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Analysis worker threads in this process; 0 queues jobs without running them (another process will). */
  analysisWorkers: number;
  /** One analysis may run this long before its thread is replaced and the document marked failed. */
  analysisTimeoutMs: number;
  blobKey: string | undefined;
  /** Sign-in and sign-up attempts allowed per client IP per 15 minutes. */
  authIpLimit: number;
  /** Optional OpenAI-compatible endpoint that rewords Quick Help answers; retrieval only when absent. */
  llm?: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /** Where the built client lives; absent in API-only test runs. */
  clientDir: string | undefined;
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
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

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
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    paymentsMode: env.PAYMENTS_MODE,
    seedDemo: env.SEED_DEMO === 'true',
    logLevel: env.LOG_LEVEL,
    authIpLimit: env.AUTH_IP_LIMIT,
    analysisWorkers: env.ANALYSIS_WORKERS,
    analysisTimeoutMs: env.ANALYSIS_TIMEOUT_MS,
    blobKey: env.BLOB_ENCRYPTION_KEY,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
        : undefined,
    clientDir: undefined,
  };
}

/** A random secret generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
