import { defineConfig } from '@playwright/test';
import { E2E_OIDC_CLIENT, E2E_OIDC_PORT } from './tests/e2e/oidc-settings.ts';

const PORT = Number(process.env.E2E_PORT ?? 5175);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: ['./tests/e2e/smtp-global-setup.ts', './tests/e2e/oidc-global-setup.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Dates follow the reader's locale (src/client/lib/format-date.ts); the tests read them as en-US.
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh data folder per run: the server migrates and seeds the demo account at start.
    command: 'rm -rf .tmp/e2e-data && node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      AUTH_IP_LIMIT: '1000',
      ADMIN_EMAIL: 'admin@passportbuddy.example',
      ADMIN_PASSWORD: 'admin-e2e-pass',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      E2E_SMTP_PORT: String(SMTP_PORT),
      PAYMENTS_MODE: 'test',
      SEED_DEMO: 'true',
      SUPPORT_PHONE: '+1 212 555 0143',
      // Continue with Google goes to the loopback OpenID provider (oidc-global-setup.ts).
      OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: E2E_OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.clientSecret,
      // People answer live chat at any hour in the browser tests; the assistant's hours are API-tested.
      LIVE_CHAT_HOURS: 'always',
    },
  },
});
