import { startOidcProvider } from '../support/oidc-provider.ts';

const PORT = Number(process.env.E2E_PORT ?? 5175);
/** The loopback OpenID provider behind "Continue with Google" in the browser tests. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);
export const E2E_OIDC_CLIENT = { clientId: 'passport-buddy-e2e', clientSecret: 'e2e-client-secret' };

export default async function globalSetup() {
  const provider = await startOidcProvider(E2E_OIDC_PORT);
  provider.register({ ...E2E_OIDC_CLIENT, redirectUris: [`http://127.0.0.1:${PORT}/api/auth/google/callback`] });
  return () => provider.close();
}
