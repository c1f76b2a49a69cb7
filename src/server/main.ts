import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The bundle sits in dist/server; the built client beside it in dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.clientDir = path.resolve(here, '../client');

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A refusal to start (a wrong blob key) is a message for the operator, not a stack trace.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (config.role === 'worker') {
    // Jobs are already running (buildApp started them); the open timers and connections keep the process up.
    await app.ready();
    app.log.info({ analysisWorkers: config.analysisWorkers }, 'worker started: running jobs, serving no HTTP');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
