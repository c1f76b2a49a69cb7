import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer } from '../support/server.ts';

describe('start-up', () => {
  it('creates the ADMIN_EMAIL account (promoting an existing one: email-ownership.test.ts)', async () => {
    const server = await startTestServer({ admin: { email: 'Boss@Example.com', password: 'admin-pass-1' } });
    try {
      const client = new TestClient(server.url);
      expect(
        (await client.post('/api/auth/login', { email: 'boss@example.com', password: 'admin-pass-1' })).status,
      ).toBe(200);
      expect(await (await client.get('/api/subscription-status')).json()).toMatchObject({ role: 'admin' });
    } finally {
      await server.close();
    }
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const server = await startTestServer({ publicUrl: 'https://passports.example', secureCookies: true });
    try {
      const res = await new TestClient(server.url).post('/api/auth/signup', {
        name: 'Secure Person',
        email: 'secure@example.com',
        password: 'Renew-2026-ok',
      });
      expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'development' });
    expect(config.port).toBe(5000);
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.paymentsMode).toBe('test');
    expect(config.database.kind).toBe('sqlite');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'test' }).sessionSecret).toBe(config.sessionSecret);
    expect(config.liveChat.staffWaitMs).toBe(120_000);
    expect(config.liveChat.hours?.timeZone).toBe('America/New_York');
    const always = loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'test', LIVE_CHAT_HOURS: 'always' });
    expect(always.liveChat.hours).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PAYMENTS_MODE: 'free' }, 'PAYMENTS_MODE'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ROLE: 'worker' }, 'ROLE'],
    [{ JOB_QUEUE: 'pg-boss' }, 'JOB_QUEUE'],
    [{ JOB_QUEUE: 'bull' }, 'JOB_QUEUE'],
    [{ S3_URL: 'http://127.0.0.1:9000' }, 'S3_URL'],
    [{ OIDC_CLIENT_ID: 'client-only' }, 'OIDC_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'accounts.google.com' }, 'OIDC_ISSUER'],
    [{ SUPPORT_PHONE: 'call us' }, 'SUPPORT_PHONE'],
    [{ LIVE_CHAT_HOURS: '9 to 5' }, 'LIVE_CHAT_HOURS'],
    [{ LIVE_CHAT_STAFF_WAIT_SECONDS: '0' }, 'LIVE_CHAT_STAFF_WAIT_SECONDS'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'test', ...env })).toThrow(
      new RegExp(`${variable}:`),
    );
  });

  it('reads the bucket, its prefix and credentials from S3_URL', () => {
    const config = loadConfig({
      DATA_DIR: '.tmp/config-test',
      NODE_ENV: 'test',
      S3_URL: 'https://AKIA1:se%2Fcret@s3.example.com:9000/passport-files/prod/eu',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.com:9000',
      region: 'us-east-1',
      bucket: 'passport-files',
      prefix: 'prod/eu/',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cret' },
    });
    expect(loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'test' })).toMatchObject({
      s3: undefined,
      role: 'all',
      jobQueue: 'embedded',
    });
  });

  it('reads the OpenID client (Google unless OIDC_ISSUER says otherwise) and the support phone', () => {
    const base = { DATA_DIR: '.tmp/config-test', NODE_ENV: 'test' };
    expect(loadConfig(base).oidc).toBeUndefined();
    expect(loadConfig(base).supportPhone).toBeUndefined();
    const config = loadConfig({
      ...base,
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
      SUPPORT_PHONE: '+1 (212) 555-0143',
    });
    expect(config.oidc?.issuer.href).toBe('https://accounts.google.com/');
    expect(config.oidc?.clientId).toBe('id.apps.googleusercontent.com');
    expect(config.supportPhone).toBe('+1 (212) 555-0143');
  });

  it('picks PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: '.tmp/config-test', NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });
});

describe('serving the built client', () => {
  it('serves the app shell for pages, real files as they are, and 404 for missing assets and API paths', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pb-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(path.join(clientDir, 'assets'));
    const server = await startTestServer({ clientDir });
    try {
      const get = (url: string) => fetch(server.url + url);
      for (const page of ['/', '/application/12?step=2', '/no-such-page']) {
        const res = await get(page);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<title>shell</title>');
      }
      // A file added after start (a rebuild) is served without a restart.
      writeFileSync(path.join(clientDir, 'assets', 'app-new.js'), 'console.log(1)');
      const asset = await get('/assets/app-new.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect((await get('/assets/missing.js')).status).toBe(404);
      expect((await get('/api/missing')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
  it('sends precompressed assets the browser accepts, caches hashed assets for good, and never serves source maps', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } = await import('node:zlib');
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pb-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(path.join(clientDir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const asset = path.join(clientDir, 'assets', 'index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(`${asset}.map`, '{"version":3}');
    writeFileSync(path.join(clientDir, 'stray.js.map'), '{"version":3}');
    const server = await startTestServer({ clientDir });
    try {
      // Node's fetch would decode and hide the encoding; raw bytes come from a plain request.
      const get = async (url: string, acceptEncoding: string) => {
        const { request } = await import('node:http');
        return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          request(server.url + url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
            .on('error', reject)
            .end();
        });
      };
      const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.body.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(br.body).toString()).toBe(script);

      const gz = await get('/assets/index-abc123.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(script);

      const identity = await get('/assets/index-abc123.js', 'identity');
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['vary']).toMatch(/accept-encoding/i);
      expect(identity.body.toString()).toBe(script);

      const shell = await get('/', 'br');
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.body.toString()).toContain('<title>shell</title>');

      expect((await get('/assets/index-abc123.js.map', 'br')).status).toBe(404);
      expect((await get('/stray.js.map', 'identity')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual protective headers', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await server.close();
    }
  });
});
