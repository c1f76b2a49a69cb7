import { describe, expect, it } from 'vitest';
import { openOidcFlow, sealOidcFlow, type OidcFlow } from './oidc-flow-cookie.ts';

const secret = 'a-session-secret-of-at-least-32-characters';
const flow: OidcFlow = { state: 's1', nonce: 'n1', codeVerifier: 'v1', expiresAt: Date.now() + 60_000 };

describe('the sealed sign-in attempt cookie', () => {
  it('opens to the same attempt under the same secret, and hides the verifier', () => {
    const sealed = sealOidcFlow(flow, secret);
    expect(openOidcFlow(sealed, secret)).toEqual(flow);
    expect(Buffer.from(sealed.split('.')[1] ?? '', 'base64url').toString()).not.toContain('v1');
  });

  it('refuses an altered cookie, another secret, an expired attempt and garbage', () => {
    const sealed = sealOidcFlow(flow, secret);
    const [iv, body = '', tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openOidcFlow([iv, flipped.toString('base64url'), tag].join('.'), secret)).toBeUndefined();
    expect(openOidcFlow(sealed, `${secret}-other`)).toBeUndefined();
    expect(openOidcFlow(sealed, secret, flow.expiresAt + 1)).toBeUndefined();
    expect(openOidcFlow('not.a.cookie', secret)).toBeUndefined();
    expect(openOidcFlow(undefined, secret)).toBeUndefined();
  });
});
