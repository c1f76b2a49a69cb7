import { startOidcProvider } from '../support/oidc-provider.ts';
import { E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_OIDC_REDIRECT_URI } from './oidc-settings.ts';

/** A real OpenID provider on a fixed loopback port; the e2e server's OIDC_ISSUER points at it. */
export default async function globalSetup() {
  const provider = await startOidcProvider(E2E_OIDC_PORT);
  provider.register({ ...E2E_OIDC_CLIENT, redirectUris: [E2E_OIDC_REDIRECT_URI] });
  return () => provider.close();
}
