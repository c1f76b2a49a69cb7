import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Holds one sign-in attempt between the redirect to the provider and its return; path-scoped, 10 minutes. */
export const OIDC_FLOW_COOKIE = 'pb_oidc';
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds after which the attempt is refused. */
  expiresAt: number;
  /** The same-site page to land on afterwards (sealed, so it cannot be swapped on the way back). */
  next?: string;
}

const keyFor = (secret: string) => createHash('sha256').update(`oidc-flow:${secret}`).digest();

/**
 * AES-256-GCM under a key derived from the session secret: the browser carries the attempt but can neither
 * read the PKCE verifier nor change the state or nonce (a changed cookie fails authentication).
 */
export function sealOidcFlow(flow: OidcFlow, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The attempt, or undefined when the cookie is missing, altered, sealed under another secret or expired. */
export function openOidcFlow(sealed: string | undefined, secret: string, now = Date.now()): OidcFlow | undefined {
  const parts = sealed?.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!parts || parts.length !== 3) return undefined;
  const [iv, body, tag] = parts as [Buffer, Buffer, Buffer];
  if (iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv);
    decipher.setAuthTag(tag);
    const flow = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as OidcFlow;
    return flow.expiresAt > now ? flow : undefined;
  } catch {
    return undefined;
  }
}
