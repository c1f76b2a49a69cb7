// `npm start`: install what is missing, build, then serve (migrations and the demo seed run at start).
import { spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
const { execSync } = await import('node:child_process');
execSync('node scripts/build.mjs', { stdio: 'inherit' });

// The local try-out turns on test payments and the per-visitor demo on purpose (every page then says test
// mode); a deployment runs dist/server/main.js with its own settings, where neither is on by default.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'test',
    SEED_DEMO: 'true',
    // Links in e-mails point at this machine; a deployment sets its own public address.
    PUBLIC_URL: `http://localhost:${process.env.PORT || 5000}`,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
