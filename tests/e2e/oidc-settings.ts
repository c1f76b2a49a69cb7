const PORT = Number(process.env.E2E_PORT ?? 5175);
/** The loopback OpenID provider behind "Continue with Google" in the browser tests (oidc-global-setup.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);
export const E2E_OIDC_CLIENT = { clientId: 'passport-buddy-e2e', clientSecret: 'e2e-client-secret' };
export const E2E_OIDC_REDIRECT_URI = `http://127.0.0.1:${PORT}/api/auth/google/callback`;
