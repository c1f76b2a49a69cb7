// Issue 18, finding "Pre-account takeover": e-mail ownership is proven before it is trusted. (Google linking is
// covered in google-sign-in.test.ts against the real local OpenID provider.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, VERIFY_EMAIL_INVALID } from '#shared/schemas/auth.ts';
import { ensureAdmin } from '#server/domain/users/ensure-account.ts';
import { TestClient, signUp, uniqueEmail } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { confirmAddress, waitForOutboxMail } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (client: TestClient) => {
  const res = await client.get('/api/auth/user');
  return res.status === 200 ? ((await res.json()) as { id: number; emailVerified: boolean; role: string }) : null;
};

async function signInByLink(email: string): Promise<TestClient> {
  const browser = new TestClient(server.url);
  expect((await browser.post('/api/auth/sign-in-link', { email })).status).toBe(200);
  const mail = await waitForOutboxMail(server, (m) => m.to.includes(email) && /sign-in link/.test(m.subject));
  const link = /\/api\/auth\/sign-in-link\/[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect((await browser.open(link)).status).toBe(302);
  return browser;
}

describe('e-mail ownership', () => {
  it('mails a confirmation link at sign-up; the account works before it and is confirmed after', async () => {
    const { client, user } = await signUp(server.url);
    expect(await me(client)).toMatchObject({ id: user.id, emailVerified: false });
    expect((await client.post('/api/applications', { type: 'renewal', status: 'draft' })).status).toBe(201);
    await confirmAddress(server, user.email);
    expect(await me(client)).toMatchObject({ emailVerified: true });
  });

  it('answers a used or made-up confirmation link with a clear page and changes nothing', async () => {
    const res = await fetch(`${server.url}/api/auth/verify-email/not-a-real-token`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(VERIFY_EMAIL_INVALID);
  });

  it('sends the link again on request, and only to a signed-in, unconfirmed account', async () => {
    const { client, user } = await signUp(server.url);
    expect((await client.post('/api/auth/verify-email')).status).toBe(200);
    await waitForOutboxMail(server, (m) => m.to.includes(user.email) && /Confirm your e-mail/.test(m.subject));
    expect((await new TestClient(server.url).post('/api/auth/verify-email')).status).toBe(401);
  });

  it("a sign-in link to an unconfirmed account confirms it, ends the squatter's session and password", async () => {
    // The attacker registers the victim's address with a password of their own and stays signed in.
    const attacker = await signUp(server.url, { email: uniqueEmail('victim'), password: 'Attacker-chose-1' });
    const victim = await signInByLink(attacker.user.email);
    expect(await me(victim)).toMatchObject({ id: attacker.user.id, emailVerified: true });
    expect(await me(attacker.client)).toBeNull();
    const again = await new TestClient(server.url).post('/api/auth/login', {
      email: attacker.user.email,
      password: 'Attacker-chose-1',
    });
    expect(again.status).toBe(401);
    // The owner sets a password of their own; no current password is asked for, since none is left.
    expect((await victim.post('/api/auth/password', { newPassword: 'Owner-chose-2026' })).status).toBe(200);
    expect(
      (
        await new TestClient(server.url).post('/api/auth/login', {
          email: attacker.user.email,
          password: 'Owner-chose-2026',
        })
      ).status,
    ).toBe(200);
  });

  it('a sign-in link to a confirmed account keeps its password', async () => {
    const { user, password } = await signUp(server.url);
    await confirmAddress(server, user.email);
    await signInByLink(user.email);
    const login = await new TestClient(server.url).post('/api/auth/login', { email: user.email, password });
    expect(login.status).toBe(200);
  });

  it('changes a password only with the current one, and signs other devices out', async () => {
    const { client, user, password } = await signUp(server.url);
    const other = new TestClient(server.url);
    expect((await other.post('/api/auth/login', { email: user.email, password })).status).toBe(200);
    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'New-pass-2026',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ code: 'current_password_wrong', message: CURRENT_PASSWORD_WRONG });
    const ok = await client.post('/api/auth/password', { currentPassword: password, newPassword: 'New-pass-2026' });
    expect(ok.status).toBe(200);
    expect(await me(client)).toMatchObject({ id: user.id });
    expect(await me(other)).toBeNull();
  });

  it('ADMIN_EMAIL promotes an existing account only when it is confirmed and its password is ADMIN_PASSWORD', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    // Registered first by someone else, with their own password: never promoted.
    const squatter = await signUp(server.url, { email: uniqueEmail('operator'), password: 'Squatter-pass-1' });
    await ensureAdmin(server.app.ctx.db, { email: squatter.user.email, password: 'Operator-secret-1' }, warn);
    expect(await me(squatter.client)).toMatchObject({ role: 'user' });
    expect(warnings).toHaveLength(1);
    // Even with the matching password, an unconfirmed address is not enough...
    const owner = await signUp(server.url, { email: uniqueEmail('operator'), password: 'Operator-secret-1' });
    await ensureAdmin(server.app.ctx.db, { email: owner.user.email, password: 'Operator-secret-1' }, warn);
    expect(await me(owner.client)).toMatchObject({ role: 'user' });
    // ... confirmed and matching: promoted.
    await confirmAddress(server, owner.user.email);
    await ensureAdmin(server.app.ctx.db, { email: owner.user.email, password: 'Operator-secret-1' }, warn);
    expect(await me(owner.client)).toMatchObject({ role: 'admin' });
  });
});

describe('a sign-in link returns to the page it was asked from', () => {
  async function linkFor(email: string, next?: string) {
    expect((await new TestClient(server.url).post('/api/auth/sign-in-link', { email, next })).status).toBe(200);
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(email) && /sign-in link/.test(m.subject));
    return /\/api\/auth\/sign-in-link\/[\w-]+(\?next=\S+)?/.exec(mail.text)?.[0] ?? '';
  }

  it('lands on that page once used', async () => {
    const { user } = await signUp(server.url);
    const link = await linkFor(user.email, '/application/12?step=4');
    expect(link).toMatch(/\?next=%2Fapplication%2F12%3Fstep%3D4$/);
    const res = await new TestClient(server.url).open(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/application/12?step=4');
  });

  it('never sends anyone to another site, whether asked for one or given an edited link', async () => {
    const asked = await signUp(server.url);
    const link = await linkFor(asked.user.email, '//evil.example');
    expect(link).not.toContain('next=');
    expect((await new TestClient(server.url).open(link)).headers.get('location')).toBe('/');

    const edited = await signUp(server.url);
    const genuine = await linkFor(edited.user.email, '/application-history');
    const tampered = genuine.replace(/\?next=.*$/, `?next=${encodeURIComponent('https://evil.example/')}`);
    expect((await new TestClient(server.url).open(tampered)).headers.get('location')).toBe('/');
  });
});
