import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '#shared/constants.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { SessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureAdmin, ensureDemoAccount } from './domain/users/ensure-account.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { DbJobQueue } from './jobs/job-queue.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { OutboxMailer } from './mail/outbox.ts';
import { analysisRoutes } from './routes/analysis.routes.ts';
import { applicationsRoutes } from './routes/applications.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { chatRoutes } from './routes/chat.routes.ts';
import { documentsRoutes } from './routes/documents.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { notificationsRoutes } from './routes/notifications.routes.ts';
import { paymentsRoutes } from './routes/payments.routes.ts';
import { supportRoutes } from './routes/support.routes.ts';
import { EncryptedFileBlobStore, loadBlobKey } from './storage/encrypted-file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

const MINUTE = 60_000;
// The support form is open to visitors: enough for a real conversation, too few for a spam run.
const SUPPORT_MESSAGES_PER_HOUR = 5;
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the app from a config object: migrates, seeds, registers routes. Does not listen. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = connectDatabase(config.database);
  await migrateToLatest(
    db,
    config.database.kind,
    config.database.kind === 'postgres' ? config.database.schema : undefined,
  );
  if (config.admin) await ensureAdmin(db, config.admin);
  if (config.seedDemo) await ensureDemoAccount(db);

  const ctx: AppContext = {
    config,
    db,
    sessions: new SessionStore(db, config.sessionSecret),
    blobs: new EncryptedFileBlobStore(path.join(config.dataDir, 'blobs'), loadBlobKey(config.dataDir, config.blobKey)),
    jobs: new DbJobQueue(db, config.database.kind),
    mailer: new OutboxMailer(path.join(config.dataDir, 'outbox')),
    runner: undefined,
    analysis: {
      analyze: () => Promise.reject(new Error('This process runs no analysis workers')),
      fixPhoto: () => Promise.reject(new AppError(503, 'Photo fixing is not available on this server right now.')),
    },
    limits: {
      loginPerIp: new RateLimiter(config.authIpLimit, 15 * MINUTE),
      loginPerAccount: new RateLimiter(5, 15 * MINUTE),
      signupPerIp: new RateLimiter(config.authIpLimit, 15 * MINUTE),
      uploadsPerUser: new RateLimiter(60, 10 * MINUTE),
      supportMessagesPerIp: new RateLimiter(SUPPORT_MESSAGES_PER_HOUR, 60 * MINUTE),
      quickHelpPerIp: new RateLimiter(60, 10 * MINUTE),
    },
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.publicUrl !== undefined,
  });
  app.decorate('ctx', ctx);
  const jobs = await startJobs(ctx, app.log);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await db.destroy();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(applicationsRoutes);
  await app.register(documentsRoutes);
  await app.register(paymentsRoutes);
  await app.register(analysisRoutes);
  await app.register(notificationsRoutes);
  await app.register(supportRoutes);
  await app.register(chatRoutes);
  await serveClient(app, config.clientDir);
  return app;
}

/** In production one port serves the built client too; unknown non-API paths get the SPA shell. */
async function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files are looked up at request time, so a rebuild never leaves the running server serving 404s.
    await app.register(fastifyStatic, { root: clientDir, wildcard: true, index: false, cacheControl: false });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the app shell (a browser would try to run HTML as a script).
    if (!hasClient || pathname.startsWith('/api/') || pathname.startsWith('/assets/') || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
