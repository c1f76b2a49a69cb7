// Issue 18, finding "Account takeover by Host header": every URL we send is built from PUBLIC_URL, so a forged
// Host or X-Forwarded-Host changes nothing in the mail that arrives, the OpenID redirect or the Stripe return.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/client.ts';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitForOutboxMail } from '../support/staff.ts';

const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' };

let idp: OidcTestProvider;
let server: TestServer;
beforeAll(async () => {
  idp = await startOidcProvider();
  server = await startTestServer({
    // Even with a proxy hop trusted, the forwarded host must not reach a link.
    trustProxy: 1,
    oidc: { issuer: new URL(idp.issuer), clientId: 'passport-buddy', clientSecret: 'test-client-secret' },
  });
  idp.register({
    clientId: 'passport-buddy',
    clientSecret: 'test-client-secret',
    redirectUris: [`${server.url}/api/auth/google/callback`],
  });
});
afterAll(async () => {
  await server.close();
  await idp.close();
});

/** node:http, because fetch will not send a Host header of our choosing. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(path, server.url);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('links are built from PUBLIC_URL, never from request headers', () => {
  it('mails a sign-in link to the public address whatever Host the request claimed', async () => {
    const { user } = await signUp(server.url);
    const sent = await send('/api/auth/sign-in-link', { method: 'POST', headers: FORGED, body: { email: user.email } });
    expect(sent.status).toBe(200);
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(user.email) && /sign-in link/.test(m.subject));
    expect(mail.text).toContain(`${server.config.publicUrl}/api/auth/sign-in-link/`);
    expect(mail.text).not.toContain('attacker.example');
  });

  it('sends the OpenID provider the public callback whatever Host the request claimed', async () => {
    const started = await send('/api/auth/google', { headers: FORGED });
    expect(started.status).toBe(302);
    const location = new URL(String(started.headers.location));
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.config.publicUrl}/api/auth/google/callback`);
  });
});
