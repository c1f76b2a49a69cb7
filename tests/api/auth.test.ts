import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, signUp, uniqueEmail } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('POST /api/auth/signup', () => {
  it('accepts the auth page payload, normalises the email and signs the user in', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('Mixed');
    const res = await client.post('/api/auth/signup', {
      email: `  ${email.toUpperCase()}  `,
      password: 'Renew-2026-ok',
      firstName: 'Meera',
      lastName: 'Iyer',
      plan: 'pro',
    });
    expect(res.status).toBe(201);
    const user = await json(res);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Meera',
      lastName: 'Iyer',
      plan: 'pro',
      hasAccess: false,
    });
    expect(user).not.toHaveProperty('password_hash');

    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const status = await client.get('/api/subscription-status');
    expect(status.status).toBe(200);
    expect(await json(status)).toEqual({
      plan: 'pro',
      status: 'unpaid',
      hasAccess: false,
      role: 'user',
      emailVerified: false,
    });
  });

  it('accepts the landing modal payload and defaults the plan to basic', async () => {
    const client = new TestClient(server.url);
    const res = await client.post('/api/auth/signup', {
      name: 'Vikram  Singh Rathore',
      email: uniqueEmail(),
      password: 'Renew-2026-ok',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      firstName: 'Vikram',
      lastName: 'Singh Rathore',
      plan: 'basic',
      hasAccess: false,
    });
  });

  it.each([
    [
      { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345' },
      'Password must be at least 8 characters long.',
    ],
    [
      { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'Renew-2026-ok' },
      'Please enter a valid email address',
    ],
    [{ firstName: '', lastName: 'B', email: 'a@b.co', password: 'Renew-2026-ok' }, 'First name is required'],
    [{ firstName: 'A', lastName: 'B', password: 'Renew-2026-ok' }, 'Email is required'],
    [{ name: 'A B', email: 'a@b.co', password: '123' }, 'Password must be at least 8 characters long.'],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Renew-2026-ok', plan: 'gold' }, 'Invalid option'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await new TestClient(server.url).post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain(message);
  });

  it('answers 409 for a taken email, whatever its case, and changes nothing', async () => {
    const { user } = await signUp(server.url, { firstName: 'First' });
    const res = await new TestClient(server.url).post('/api/auth/signup', {
      firstName: 'Second',
      lastName: 'X',
      email: user.email.toUpperCase(),
      password: 'another123',
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/already exists/);
    const login = await new TestClient(server.url).post('/api/auth/login', {
      email: user.email,
      password: 'Renew-2026-ok',
    });
    expect(login.status).toBe(200);
    expect(await json(login)).toMatchObject({ firstName: 'First' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await signUp(server.url);
    const row = await server.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('Renew-2026-ok');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const { user, password } = await signUp(server.url);
    const client = new TestClient(server.url);
    const res = await client.post('/api/auth/login', { email: ` ${user.email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ email: user.email, plan: 'basic' });
    expect((await client.get('/api/subscription-status')).status).toBe(200);
  });

  it('answers an unknown email exactly like a wrong password, after the same work', async () => {
    const { user } = await signUp(server.url);
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await new TestClient(server.url).post('/api/auth/login', { email, password: 'whatever-1' });
      return { status: res.status, body: await res.text(), ms: performance.now() - started };
    };
    await attempt(uniqueEmail()); // warm the decoy hash
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const k = await attempt(user.email);
      const u = await attempt(uniqueEmail());
      expect(u.status).toBe(k.status);
      expect(u.body).toBe(k.body);
      known.push(k.ms);
      unknown.push(u.ms);
    }
    expect(JSON.parse(unknown.length ? (await attempt(uniqueEmail())).body : '{}')).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    // Both pay for an argon2 verification: the medians are within a factor of two (3 ms vs 9-12 ms before).
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });

  it('says "Invalid email or password" for a wrong password and sets no cookie', async () => {
    const { user } = await signUp(server.url);
    const res = await new TestClient(server.url).post('/api/auth/login', {
      email: user.email,
      password: 'wrong-password',
    });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe('Invalid email or password');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses missing fields with 400', async () => {
    const res = await new TestClient(server.url).post('/api/auth/login', { email: 'a@b.co' });
    expect(res.status).toBe(400);
  });

  it('holds an account back after failed attempts for a short, growing delay, then lets the owner in', async () => {
    const { user, password } = await signUp(server.url);
    const client = new TestClient(server.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { email: user.email, password: 'nope-nope' })).status).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { email: user.email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect((await json(blocked)).message).toMatch(/try again in 1 seconds\. Or ask for a sign-in link by e-mail\./);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await client.post('/api/auth/login', { email: user.email, password: 'nope-nope' })).status).toBe(401);
    const longer = await client.post('/api/auth/login', { email: user.email, password });
    expect(longer.headers.get('retry-after')).toBe('2');
    await new Promise((r) => setTimeout(r, 2100));
    expect((await client.post('/api/auth/login', { email: user.email, password })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout destroys the session on the server, not just the cookie', async () => {
    const { client } = await signUp(server.url);
    const cookie = client.cookie('pb_session');
    expect(cookie).toBeTruthy();
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = await fetch(`${server.url}/api/subscription-status`, {
      headers: { cookie: `pb_session=${cookie}` },
    });
    expect(replay.status).toBe(401);
  });

  it('answers 401 when signed out and for a forged cookie', async () => {
    expect((await new TestClient(server.url).get('/api/subscription-status')).status).toBe(401);
    const forged = await fetch(`${server.url}/api/subscription-status`, { headers: { cookie: 'pb_session=forged' } });
    expect(forged.status).toBe(401);
  });

  it('logout without a session still succeeds', async () => {
    expect((await new TestClient(server.url).post('/api/auth/logout')).status).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await new TestClient(server.url).request('POST', '/api/auth/login', '{"email":', {});
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The request body is not valid JSON.');
  });

  it('answers 413 to an oversized body', async () => {
    const res = await new TestClient(server.url).post('/api/auth/signup', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await new TestClient(server.url).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 'not_found', message: 'Not found' });
  });
});

describe('per-IP limit', () => {
  it('blocks a client IP after AUTH_IP_LIMIT sign-in attempts, whatever the accounts', async () => {
    const limited = await startTestServer({ authIpLimit: 3 });
    try {
      const client = new TestClient(limited.url);
      for (let i = 0; i < 3; i++) {
        expect((await client.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever1' })).status).toBe(
          401,
        );
      }
      const res = await client.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever1' });
      expect(res.status).toBe(429);
      expect((await json(res)).message).toMatch(/Too many sign-in attempts/);
    } finally {
      await limited.close();
    }
  });

  it('counts malformed sign-ups against the network too', async () => {
    const limited = await startTestServer({ authIpLimit: 2 });
    try {
      const client = new TestClient(limited.url);
      for (let i = 0; i < 2; i++) expect((await client.post('/api/auth/signup', {})).status).toBe(400);
      const body = { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Renew-2026-ok' };
      expect((await client.post('/api/auth/signup', body)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
