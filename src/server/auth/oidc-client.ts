import * as client from 'openid-client';
import type { OidcSettings } from '../config.ts';
import { OIDC_FLOW_TTL_MS, type OidcFlow } from './oidc-flow-cookie.ts';

export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Authorisation code flow with PKCE, state and nonce (openid-client checks all three and the ID token).
 * The provider's metadata is fetched on first use, not at start, so a provider that is down does not stop
 * the server; a failed discovery is retried on the next attempt.
 */
export class OidcClient {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private configuration(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    // Plain http only for a provider on this machine (tests, local development).
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    this.discovered ??= client
      .discovery(issuer, clientId, undefined, client.ClientSecretPost(clientSecret), {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** Where to send the browser, and the secrets to keep until it comes back. */
  async start(redirectUri: string): Promise<{ url: URL; flow: OidcFlow }> {
    const config = await this.configuration();
    const flow: OidcFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      expiresAt: Date.now() + OIDC_FLOW_TTL_MS,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url, flow };
  }

  /** Redeems the code; throws when state, nonce, PKCE or the ID token do not check out. */
  async finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcClaims> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claims.email)?.toLowerCase(),
      // Only a literal true counts: Google sends a boolean, some providers a string or nothing.
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
    };
  }
}
