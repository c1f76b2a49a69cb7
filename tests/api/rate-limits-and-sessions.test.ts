import { describe, expect, it } from 'vitest';
import { LoginBackoff } from '#server/auth/rate-limit.ts';
import { RedisRateLimitStore } from '#server/auth/rate-limit-store.ts';
import { TestClient, signUp, uniqueEmail } from '../support/client.ts';
import { startTestServer } from '../support/server.ts';
import { activatePlan, confirmAddress, waitForOutboxMail } from '../support/staff.ts';

const loginFrom = (client: TestClient, forwardedFor: string) =>
  client.request(
    'POST',
    '/api/auth/login',
    { email: uniqueEmail(), password: 'Wrong-pass-1' },
    {
      'x-forwarded-for': forwardedFor,
    },
  );

describe('X-Forwarded-For is trusted only as the operator says', () => {
  it('by default: 40 sign-ins from forged addresses are still limited as one client', async () => {
    const server = await startTestServer({ authIpLimit: 30, publicUrl: 'https://passports.example' });
    try {
      const client = new TestClient(server.url);
      const statuses = [];
      for (let i = 0; i < 40; i++) statuses.push((await loginFrom(client, `203.0.113.${i}`)).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      await server.close();
    }
  });

  it('TRUST_PROXY=1: the address the proxy appended counts, not what the client wrote before it', async () => {
    const server = await startTestServer({ authIpLimit: 5, trustProxy: 1 });
    try {
      const client = new TestClient(server.url);
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await loginFrom(client, `203.0.113.${i}, 198.51.100.7`)).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      // Another real client behind the same proxy is not affected.
      expect((await loginFrom(client, '198.51.100.8')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('limits hold across processes', () => {
  it('two apps on one database share the counters', async () => {
    const first = await startTestServer({ authIpLimit: 4 });
    const second = await startTestServer({
      authIpLimit: 4,
      dataDir: first.config.dataDir,
      database: first.config.database,
      sessionSecret: first.config.sessionSecret,
    });
    try {
      for (let i = 0; i < 4; i++) await loginFrom(new TestClient(first.url), '');
      expect((await loginFrom(new TestClient(second.url), '')).status).toBe(429);
    } finally {
      await second.app.close();
      await first.close();
    }
  });

  it('limits creating applications, checkouts and test e-mails per user', async () => {
    const server = await startTestServer();
    try {
      const { client, user } = await signUp(server.url);
      await activatePlan(server, user.id, 'express'); // the rate limit, not the plan limit, is under test
      const statuses = [];
      for (let i = 0; i < 61; i++) statuses.push((await client.post('/api/applications', { type: 'renewal' })).status);
      expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
      expect(statuses[60]).toBe(429);
      for (let i = 0; i < 5; i++) {
        expect((await client.post('/api/test-email', { emailType: 'application_status' })).status).toBe(200);
      }
      expect((await client.post('/api/test-email', { emailType: 'application_status' })).status).toBe(429);
      for (let i = 0; i < 10; i++) await client.post('/api/create-payment-intent', { planId: 'pro' });
      expect((await client.post('/api/create-payment-intent', { planId: 'pro' })).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis store (TEST_REDIS_URL)', () => {
  it('counts atomically and expires', async () => {
    const store = new RedisRateLimitStore(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    const key = `test:${Date.now()}`;
    try {
      const hits = await Promise.all(Array.from({ length: 10 }, () => store.hit(key, 60_000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect((await store.peek(key))?.count).toBe(10);
      await store.reset(key);
      expect(await store.peek(key)).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis-backed server (TEST_REDIS_URL)', () => {
  it('limits forged-address sign-ins across two processes sharing one Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const first = await startTestServer({ authIpLimit: 6, redisUrl });
    const second = await startTestServer({ authIpLimit: 6, redisUrl });
    try {
      const { RedisRateLimitStore: Store } = await import('#server/auth/rate-limit-store.ts');
      const store = new Store(redisUrl!);
      await store.reset('login-ip:127.0.0.1');
      await store.close();
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        const target = i % 2 === 0 ? first : second;
        statuses.push((await loginFrom(new TestClient(target.url), `203.0.113.${i}`)).status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('backoff after failed sign-ins', () => {
  it('grows from 1 second and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 30].map((n) => LoginBackoff.delayMs(n))).toEqual([0, 1000, 2000, 4000, 15 * 60_000]);
  });

  // Issue 18: "10 of 14 parallel guesses checked instead of 5".
  const parallelGuesses = async (redisUrl?: string) => {
    const server = await startTestServer({ authIpLimit: 1000, ...(redisUrl ? { redisUrl } : {}) });
    try {
      const { user } = await signUp(server.url);
      const guesses = await Promise.all(
        Array.from({ length: 14 }, () =>
          new TestClient(server.url).post('/api/auth/login', { email: user.email, password: 'guess-guess-1' }),
        ),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LoginBackoff.FREE_ATTEMPTS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(14 - LoginBackoff.FREE_ATTEMPTS);
    } finally {
      await server.close();
    }
  };

  it('checks only the free attempts of 14 parallel guesses', () => parallelGuesses());

  it.skipIf(!process.env.TEST_REDIS_URL)('does the same with the counters in Redis', () =>
    parallelGuesses(process.env.TEST_REDIS_URL),
  );
});

describe('e-mailed sign-in link', () => {
  it('signs a held-back owner in once, and only once', async () => {
    const server = await startTestServer();
    try {
      const { user, password } = await signUp(server.url);
      await confirmAddress(server, user.email);
      const attacker = new TestClient(server.url);
      for (let i = 0; i < 7; i++) await attacker.post('/api/auth/login', { email: user.email, password: 'nope-nope' });
      const owner = new TestClient(server.url);
      expect((await owner.post('/api/auth/login', { email: user.email, password })).status).toBe(429);

      const sent = await owner.post('/api/auth/sign-in-link', { email: user.email });
      expect(sent.status).toBe(200);
      const mail = await waitForOutboxMail(
        server,
        (m) => m.to.includes(user.email) && m.subject.includes('sign-in link'),
      );
      const link = /\/api\/auth\/sign-in-link\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();

      const used = await fetch(server.url + link!, { redirect: 'manual' });
      expect(used.status).toBe(302);
      const cookie = used.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
      // The backoff is cleared, and the link cannot be used again.
      expect((await new TestClient(server.url).post('/api/auth/login', { email: user.email, password })).status).toBe(
        200,
      );
      expect((await fetch(server.url + link!, { redirect: 'manual' })).status).toBe(400);
      // An unknown address gets the same answer.
      const unknown = await owner.post('/api/auth/sign-in-link', { email: uniqueEmail() });
      expect(await unknown.json()).toEqual(await sent.json());
    } finally {
      await server.close();
    }
  });
});

describe('session lifetime', () => {
  it('ends a session left unused for the idle time', async () => {
    const server = await startTestServer({ sessionIdleMs: 1500 });
    try {
      const { client } = await signUp(server.url);
      expect((await client.get('/api/auth/user')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1700));
      expect((await client.get('/api/auth/user')).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('ends a session at its lifetime even while in use, the cached application list included', async () => {
    const lifetimeMs = 3000;
    const server = await startTestServer({ sessionMaxMs: lifetimeMs });
    try {
      // Timed from before sign-up (the session starts inside it), with a second of margin on each side, so a
      // slow sign-up or a slow request on a loaded machine cannot land on the wrong side of the lifetime.
      const started = Date.now();
      const { client } = await signUp(server.url);
      while (Date.now() - started < lifetimeMs - 1000) {
        expect((await client.get('/api/applications')).status).toBe(200);
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, Math.max(0, lifetimeMs + 1000 - (Date.now() - started))));
      expect((await client.get('/api/applications')).status).toBe(401);
      expect((await client.get('/api/auth/user')).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const server = await startTestServer();
    try {
      const { client, user, password } = await signUp(server.url);
      const laptop = new TestClient(server.url);
      expect((await laptop.post('/api/auth/login', { email: user.email, password })).status).toBe(200);
      expect((await client.post('/api/auth/logout-all')).status).toBe(200);
      expect((await laptop.get('/api/auth/user')).status).toBe(401);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      expect((await new TestClient(server.url).post('/api/auth/logout-all')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
