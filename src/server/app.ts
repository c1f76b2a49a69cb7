import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES } from '#shared/constants.ts';
import { API_KEY_REQUESTS_PER_MINUTE } from '#shared/schemas/api-keys.ts';
import { LoginBackoff, RateLimiter } from './auth/rate-limit.ts';
import { DbRateLimitStore, RedisRateLimitStore } from './auth/rate-limit-store.ts';
import { SessionStore } from './auth/sessions.ts';
import { createChatBus } from './chat/chat-bus.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureAdmin, retireSharedDemoAccount } from './domain/users/ensure-account.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { loggerOptions, registerRequestId } from './http/request-logging.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerRequestHygiene } from './http/request-hygiene.ts';
import { openJobQueue } from './jobs/open-job-queue.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { UploadInspector } from './jobs/upload-inspector.ts';
import { Mailer } from './mail/mailer.ts';
import { OutboxTransport, SmtpTransport } from './mail/transport.ts';
import { registerEmptyBodyAsObject } from './http/contract.ts';
import { annotateApiKeyRoutes, openApiOptions } from './http/openapi.ts';
import { adminReviewsRoutes } from './routes/admin-reviews.routes.ts';
import { apiDocsRoutes } from './routes/api-docs.routes.ts';
import { apiKeysRoutes } from './routes/api-keys.routes.ts';
import { adminRoutes } from './routes/admin.routes.ts';
import { analysisRoutes } from './routes/analysis.routes.ts';
import { caseRulesRoutes } from './routes/case-rules.routes.ts';
import { applicationsRoutes } from './routes/applications.routes.ts';
import { timelineRoutes } from './routes/timeline.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { caseRoutes } from './routes/case.routes.ts';
import { RuleOverridesHolder } from './domain/case/rule-overrides.ts';
import { googleAuthRoutes } from './routes/google-auth.routes.ts';
import { chatRoutes } from './routes/chat.routes.ts';
import { documentsRoutes } from './routes/documents.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { liveChatRoutes } from './routes/live-chat.routes.ts';
import { notificationsRoutes } from './routes/notifications.routes.ts';
import { paymentsRoutes } from './routes/payments.routes.ts';
import { publicConfigRoutes } from './routes/public-config.routes.ts';
import { stripeRoutes } from './routes/stripe.routes.ts';
import { plansRoutes } from './routes/plans.routes.ts';
import { reviewsRoutes } from './routes/reviews.routes.ts';
import { storageRoutes } from './routes/storage.routes.ts';
import { supportRoutes } from './routes/support.routes.ts';
import { loadBlobKey } from './storage/encrypted-file-store.ts';
import { openBlobStore } from './storage/open-blob-store.ts';
import { checkBlobKey } from './storage/check-blob-key.ts';
import { checkSessionSecret } from './auth/check-session-secret.ts';
import { cleanUpBlobs, encryptLegacyColumns } from './storage/clean-up-storage.ts';
import { FieldCipher, registerFieldCipher } from './storage/field-cipher.ts';

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
  const blobKey = loadBlobKey(config.dataDir, config.blobKey);
  try {
    await checkBlobKey(db, blobKey);
    await checkSessionSecret(db, config.sessionSecret, config.rotateSessionSecret);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  registerFieldCipher(db, new FieldCipher(blobKey));
  await encryptLegacyColumns(db);
  if (config.admin) await ensureAdmin(db, config.admin);
  await retireSharedDemoAccount(db);

  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    // Only the proxies the operator names may set the client address (docs/decisions/0015-trust-proxy.md).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const blobs = openBlobStore(config, blobKey);
  const limitStore = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new DbRateLimitStore(db);
  const jobQueue = await openJobQueue(config, db, app.log);
  const chatBus = await createChatBus(db, config, app.log);
  const ctx: AppContext = {
    config,
    db,
    sessions: new SessionStore(db, config.sessionSecret, {
      maxMs: config.sessionMaxMs,
      idleMs: config.sessionIdleMs,
    }),
    blobs,
    jobs: jobQueue,
    mailer: new Mailer(
      db,
      jobQueue,
      config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new OutboxTransport(path.join(config.dataDir, 'outbox')),
    ),
    runner: undefined,
    analysis: {
      analyze: () => Promise.reject(new Error('This process runs no analysis workers')),
      fixPhoto: () => Promise.reject(new AppError(503, 'Photo fixing is not available on this server right now.')),
    },
    inspector: new UploadInspector(),
    limits: {
      loginPerIp: new RateLimiter(limitStore, 'login-ip', config.authIpLimit, 15 * MINUTE),
      loginPerAccount: new LoginBackoff(limitStore),
      signupPerIp: new RateLimiter(limitStore, 'signup-ip', config.authIpLimit, 15 * MINUTE),
      uploadsPerUser: new RateLimiter(limitStore, 'uploads', 60, 10 * MINUTE),
      applicationsPerUser: new RateLimiter(limitStore, 'applications', 60, 60 * MINUTE),
      paymentSessionsPerUser: new RateLimiter(limitStore, 'payment-sessions', 10, 10 * MINUTE),
      testEmailsPerUser: new RateLimiter(limitStore, 'test-emails', 5, 10 * MINUTE),
      signInLinksPerIp: new RateLimiter(limitStore, 'sign-in-link-ip', config.authIpLimit, 15 * MINUTE),
      signInLinksPerAccount: new RateLimiter(limitStore, 'sign-in-link', 3, 15 * MINUTE),
      demosPerIp: new RateLimiter(limitStore, 'demo-ip', config.authIpLimit, 15 * MINUTE),
      supportMessagesPerIp: new RateLimiter(limitStore, 'support-ip', SUPPORT_MESSAGES_PER_HOUR, 60 * MINUTE),
      quickHelpPerIp: new RateLimiter(limitStore, 'quick-help-ip', 60, 10 * MINUTE),
      // A fast typist sends a few lines a minute; this stops a script flooding staff consoles.
      liveChatMessagesPerUser: new RateLimiter(limitStore, 'live-chat', 20, MINUTE),
      liveChatTypingPerUser: new RateLimiter(limitStore, 'live-chat-typing', 60, MINUTE),
      apiKeyRequests: new RateLimiter(limitStore, 'api-key', API_KEY_REQUESTS_PER_MINUTE, MINUTE),
      apiKeysPerUser: new RateLimiter(limitStore, 'api-key-create', 10, 60 * MINUTE),
    },
    limitStore,
    chatBus,
    ruleOverrides: new RuleOverridesHolder(db),
  };

  app.decorate('ctx', ctx);
  await ctx.ruleOverrides.start();
  await cleanUpBlobs(db, blobs, app.log);
  const jobs = await startJobs(ctx, app.log);
  app.addHook('onClose', async () => {
    await jobs.stop();
    ctx.ruleOverrides.stop();
    await jobQueue.close();
    blobs.close?.();
    await ctx.inspector.close();
    await limitStore.close();
    await chatBus.close();
    await db.destroy();
  });

  // A worker process (ROLE=worker) runs the jobs above and serves nothing.
  if (config.role === 'worker') return app;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEmptyBodyAsObject(app);
  // Registered before the routes: it collects each route's declared schema as the route is added.
  await app.register(fastifySwagger, openApiOptions(config));
  annotateApiKeyRoutes(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  registerErrorHandler(app);
  registerRequestId(app);
  registerSecurityHeaders(app, { https: config.secureCookies });
  registerOriginCheck(app, config);
  registerRequestHygiene(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(googleAuthRoutes);
  await app.register(applicationsRoutes);
  await app.register(timelineRoutes);
  await app.register(caseRoutes);
  await app.register(documentsRoutes);
  await app.register(paymentsRoutes);
  await app.register(stripeRoutes);
  await app.register(analysisRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(caseRulesRoutes);
  await app.register(publicConfigRoutes);
  await app.register(plansRoutes);
  await app.register(reviewsRoutes);
  await app.register(storageRoutes);
  await app.register(supportRoutes);
  await app.register(chatRoutes);
  await app.register(liveChatRoutes);
  await app.register(apiKeysRoutes);
  await app.register(apiDocsRoutes);
  await serveClient(app, config.clientDir);
  return app;
}

/** Vite names everything under assets/ by content hash, so those files never change; the rest must be revalidated. */
function cacheControlFor(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Trusts the nearest `hops` proxies: the client is the address the outermost of them saw. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** In production one port serves the built client too; unknown non-API paths get the SPA shell. */
async function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files are looked up at request time, so a rebuild never leaves the running server serving 404s.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      // scripts/build.mjs writes .br/.gz siblings; the best one the browser accepts is sent (with Vary).
      preCompressed: true,
      // Source maps never leave the build machine, even if one were copied into the client dir.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(clientDir, filePath)),
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the app shell (a browser would try to run HTML as a script).
    const isFile = pathname.startsWith('/assets/') || pathname.endsWith('.map');
    if (!hasClient || pathname.startsWith('/api/') || isFile || request.method !== 'GET') {
      return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
