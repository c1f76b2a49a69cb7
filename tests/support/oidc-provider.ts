import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface Account {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** The provider accepts this client from now on (the app's redirect URI may only be known after it starts). */
  register(client: OidcTestClient): void;
  /** The subject the provider gives the account with this address. */
  subjectFor(email: string): string;
  close(): Promise<void>;
}

const subjectOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback. Its sign-in page is a plain form: the person
 * types an e-mail address and says whether the provider has verified it, which is how a test plays both a
 * Google user and a user of a laxer provider. Login and consent finish in one step.
 */
export async function startOidcProvider(port = 0): Promise<OidcTestProvider> {
  const accounts = new Map<string, Account>();
  const clients: OidcTestClient[] = [];
  let provider: Provider | undefined;

  const server = http.createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end('no client registered yet');
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      void interaction(provider, accounts, req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const build = () =>
    new Provider(issuer, {
      clients: clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
      ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google: the profile and e-mail claims travel in the ID token itself.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const account = [...accounts.values()].find((a) => subjectOf(a.email) === sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
        };
      },
    });

  return {
    issuer,
    register(client) {
      clients.push(client);
      provider = build();
    },
    subjectFor: subjectOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function interaction(
  provider: Provider,
  accounts: Map<string, Account>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head><body>
<main><h1>Sign in to the test provider</h1>
<form method="post" action="/interaction/${details.uid}">
<label>Email address <input name="email" type="email" required></label>
<label>Full name <input name="name" value="Test Person"></label>
<label><input name="verified" type="checkbox" value="yes" checked> This address is verified</label>
<button type="submit">Continue</button>
</form></main></body></html>`);
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  accounts.set(email, { email, emailVerified: form.get('verified') === 'yes', name: form.get('name') ?? '' });
  const accountId = subjectOf(email);
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
