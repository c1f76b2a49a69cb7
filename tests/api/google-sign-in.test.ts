import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_FLOW_COOKIE, openOidcFlow, sealOidcFlow } from '#server/auth/oidc-flow-cookie.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { OIDC_EMAIL_NOT_VERIFIED_LINK, OIDC_EMAIL_NOT_VERIFIED_NEW } from '#server/domain/users/sign-in-with-oidc.ts';
import { GOOGLE_DID_NOT_COMPLETE, GOOGLE_NOT_CONFIGURED } from '#server/routes/google-auth.routes.ts';
import { TestClient, signUp, uniqueEmail } from '../support/client.ts';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.ts';
import { RedirectBrowser } from '../support/redirect-browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { confirmAddress } from '../support/staff.ts';

let idp: OidcTestProvider;
let server: TestServer;
const CALLBACK = '/api/auth/google/callback';

beforeAll(async () => {
  idp = await startOidcProvider();
  server = await startTestServer({
    oidc: { issuer: new URL(idp.issuer), clientId: 'passport-buddy', clientSecret: 'test-client-secret' },
  });
  idp.register({
    clientId: 'passport-buddy',
    clientSecret: 'test-client-secret',
    redirectUris: [`${server.url}${CALLBACK}`],
  });
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** From Continue with Google to the provider's redirect back to the app (not yet requested). */
async function throughProvider(
  browser: RedirectBrowser,
  person: { email: string; verified: boolean },
  start = '/api/auth/google',
) {
  const atForm = await browser.follow(`${server.url}${start}`, (next) => next.pathname.startsWith('/interaction/'));
  expect(atForm.url.origin).toBe(idp.issuer);
  const posted = await browser.request(atForm.url, {
    method: 'POST',
    form: { email: person.email, name: 'Asha Rao', ...(person.verified ? { verified: 'yes' } : {}) },
  });
  const back = await browser.follow(
    new URL(posted.headers.get('location') ?? '', atForm.url),
    (next) => next.pathname === CALLBACK,
  );
  expect(back.url.pathname).toBe(CALLBACK);
  return back.url;
}

const currentUser = async (browser: RedirectBrowser) => {
  const res = await browser.request(`${server.url}/api/auth/user`);
  return res.status === 200 ? ((await res.json()) as { id: number; email: string; firstName: string }) : undefined;
};

describe('Continue with Google (OpenID Connect)', () => {
  it('advertises itself in the public config', async () => {
    expect(await (await fetch(`${server.url}/api/config`)).json()).toMatchObject({ googleSignIn: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce in a sealed, path-scoped cookie', async () => {
    const browser = new RedirectBrowser();
    const res = await browser.request(`${server.url}/api/auth/google`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '');
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}${CALLBACK}`);
    const flow = openOidcFlow(browser.cookie(server.url, OIDC_FLOW_COOKIE), server.config.sessionSecret);
    expect(flow?.state).toBe(to.searchParams.get('state'));
    expect(flow?.nonce).toBe(to.searchParams.get('nonce'));
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/pb_oidc=.*Path=\/api\/auth\/google.*HttpOnly/);
  });

  it('creates an account for a verified address, then signs the same person in again', async () => {
    const email = uniqueEmail('google-new');
    const first = new RedirectBrowser();
    const res = await first.request(await throughProvider(first, { email, verified: true }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(first.cookie(server.url, SESSION_COOKIE)).toBeTruthy();
    expect(first.cookie(server.url, OIDC_FLOW_COOKIE)).toBeUndefined();
    const user = await currentUser(first);
    expect(user).toMatchObject({ email, firstName: 'Asha', plan: 'basic' });

    const again = new RedirectBrowser();
    await again.request(await throughProvider(again, { email, verified: true }));
    expect((await currentUser(again))?.id).toBe(user?.id);
  });

  it('lands on the page the visitor was going to, sealed in the attempt, and never on another site', async () => {
    const cases = [
      ['/application/12?step=4', '/application/12?step=4'],
      ['//evil.example', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
    ] as const;
    for (const [next, landing] of cases) {
      const browser = new RedirectBrowser();
      const start = `/api/auth/google?next=${encodeURIComponent(next)}`;
      const res = await browser.request(
        await throughProvider(browser, { email: uniqueEmail('google-next'), verified: true }, start),
      );
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(landing);
    }
  });

  it('links an existing password account once its owner confirmed the address and the provider verified it', async () => {
    const { user, password } = await signUp(server.url);
    await confirmAddress(server, user.email);
    const browser = new RedirectBrowser();
    await browser.request(await throughProvider(browser, { email: user.email, verified: true }));
    expect((await currentUser(browser))?.id).toBe(user.id);
    // The password keeps working next to Google.
    const login = await new TestClient(server.url).post('/api/auth/login', { email: user.email, password });
    expect(login.status).toBe(200);
  });

  it('never links an account whose own address was not confirmed: a pre-registered password stays out', async () => {
    // The attacker signs up first with the victim's address and a password of their own choosing.
    const attacker = await signUp(server.url, { email: uniqueEmail('victim') });
    const victim = new RedirectBrowser();
    const res = await victim.request(await throughProvider(victim, { email: attacker.user.email, verified: true }));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('its address has not been confirmed yet');
    expect(await currentUser(victim)).toBeUndefined();
    const linked = await server.app.ctx.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('user_id', '=', attacker.user.id)
      .execute();
    expect(linked).toEqual([]);
  });

  it('refuses to link a password account when the address is not verified, and signs nobody in', async () => {
    const { user } = await signUp(server.url);
    await confirmAddress(server, user.email);
    const browser = new RedirectBrowser();
    const res = await browser.request(await throughProvider(browser, { email: user.email, verified: false }));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(OIDC_EMAIL_NOT_VERIFIED_LINK);
    expect(browser.cookie(server.url, SESSION_COOKIE)).toBeUndefined();
    expect(await currentUser(browser)).toBeUndefined();
    const linked = await server.app.ctx.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(linked).toEqual([]);
  });

  it('creates no account for an unverified address', async () => {
    const email = uniqueEmail('google-unverified');
    const browser = new RedirectBrowser();
    const res = await browser.request(await throughProvider(browser, { email, verified: false }));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(OIDC_EMAIL_NOT_VERIFIED_NEW);
    const row = await server.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses a callback whose state is not this browser's (login CSRF)", async () => {
    const attacker = new RedirectBrowser();
    const attackersCallback = await throughProvider(attacker, { email: uniqueEmail('attacker'), verified: true });
    const victim = new RedirectBrowser();
    await victim.request(`${server.url}/api/auth/google`); // the victim has an attempt of its own
    const res = await victim.request(attackersCallback);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(GOOGLE_DID_NOT_COMPLETE);
    expect(await currentUser(victim)).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one this attempt sent', async () => {
    const browser = new RedirectBrowser();
    const callback = await throughProvider(browser, { email: uniqueEmail('nonce'), verified: true });
    const { sessionSecret } = server.config;
    const flow = openOidcFlow(browser.cookie(server.url, OIDC_FLOW_COOKIE), sessionSecret);
    expect(flow).toBeDefined();
    browser.setCookie(server.url, OIDC_FLOW_COOKIE, sealOidcFlow({ ...flow!, nonce: 'another-nonce' }, sessionSecret));
    const res = await browser.request(callback);
    expect(res.status).toBe(400);
    expect(await currentUser(browser)).toBeUndefined();
  });

  it('refuses an altered or missing attempt cookie, and a callback used twice', async () => {
    const browser = new RedirectBrowser();
    const callback = await throughProvider(browser, { email: uniqueEmail('replay'), verified: true });
    const sealed = browser.cookie(server.url, OIDC_FLOW_COOKIE) ?? '';
    browser.setCookie(
      server.url,
      OIDC_FLOW_COOKIE,
      sealed.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await browser.request(callback)).status).toBe(400);

    const fresh = new RedirectBrowser();
    const good = await throughProvider(fresh, { email: uniqueEmail('replay'), verified: true });
    expect((await fresh.request(good)).status).toBe(302);
    const replay = await fresh.request(good);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(GOOGLE_DID_NOT_COMPLETE);
  });
});

describe('without an OpenID client configured', () => {
  it('hides the button through the config and answers the link with a clear page', async () => {
    const plain = await startTestServer();
    try {
      expect(await (await fetch(`${plain.url}/api/config`)).json()).toMatchObject({ googleSignIn: false });
      const res = await fetch(`${plain.url}/api/auth/google`, { redirect: 'manual' });
      expect(res.status).toBe(501);
      expect(await res.text()).toContain(GOOGLE_NOT_CONFIGURED);
    } finally {
      await plain.close();
    }
  });
});
