import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../support/server.ts';

// The built server as an operator starts it: a refusal is one clear line on stderr and exit code 1.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-refusal-'));
beforeAll(() => {
  if (!existsSync('dist/server/main.js')) spawnSync('node', ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server until it exits or prints that it listens; the server is stopped in the second case. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; listening: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'https://passportbuddy.example',
        ...env,
      },
    });
    let stderr = '';
    let listening = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      if (!listening && d.toString().includes('Server listening')) {
        listening = true;
        child.kill('SIGTERM');
      }
    });
    child.on('exit', (code) => resolve({ code, stderr, listening }));
  });
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('start-up refusals of the built server', () => {
  it('refuses production without Stripe, naming both ways out', async () => {
    const result = await start({ NODE_ENV: 'production', PAYMENTS_MODE: '', STRIPE_SECRET_KEY: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Payments are not configured');
    expect(result.stderr).toContain('STRIPE_SECRET_KEY');
    expect(result.stderr).toContain('PAYMENTS_MODE=test');
  });

  it('refuses production without PUBLIC_URL: links are never built from a request header', async () => {
    const result = await start({ NODE_ENV: 'production', PAYMENTS_MODE: 'test', PUBLIC_URL: '' });
    expect(result.code).toBe(1);
    expect(result.listening).toBe(false);
    expect(result.stderr).toContain('PUBLIC_URL: set the address people use to reach this server');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('starts in production with PAYMENTS_MODE=test, and keeps its files private', async () => {
    const key = randomBytes(32).toString('base64');
    const result = await start({ NODE_ENV: 'production', PAYMENTS_MODE: 'test', BLOB_ENCRYPTION_KEY: key });
    expect(result.listening).toBe(true);
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'app.db'))).toBe(0o600);
    for (const f of readdirSync(dataDir).filter((n) => n.startsWith('app.db'))) {
      expect(mode(path.join(dataDir, f))).toBe(0o600);
    }

    const wrong = await start({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'test',
      BLOB_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.listening).toBe(false);
    expect(wrong.stderr).toContain('BLOB_ENCRYPTION_KEY does not match the key this data was encrypted with');
    expect(wrong.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
