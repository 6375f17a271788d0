/**
 * Single sign-on in the end-to-end run (single-sign-on.spec.ts): one OpenID Connect provider, "Acme ID", run by
 * e2e/oidc-provider.ts on E2E_PORT + 3 with every worker's app server as a client redirect URI, and the app
 * servers configured to offer it (docs/security.md#single-sign-on).
 */
import { appServerPort, E2E_PORT } from './e2e-ports';

export const OIDC_PROVIDER_PORT = E2E_PORT + 3;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
export const OIDC_LABEL = 'Acme ID';
const CLIENT = { id: 'dadhood-e2e', secret: 'e2e-client-secret' };
/** More workers than any machine here runs, each with its own app server, each a redirect URI. */
const MOST_WORKERS = 40;

/** The app servers' settings for the provider. */
export const singleSignOnEnv = () => ({
  OIDC_PROVIDERS: 'acme',
  OIDC_ACME_ISSUER: OIDC_ISSUER,
  OIDC_ACME_CLIENT_ID: CLIENT.id,
  OIDC_ACME_CLIENT_SECRET: CLIENT.secret,
  OIDC_ACME_LABEL: OIDC_LABEL,
});

/** The app as the provider's client. */
export const providerClient = () => ({
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  redirectUris: Array.from(
    { length: MOST_WORKERS },
    (_, index) => `http://127.0.0.1:${appServerPort(index)}/api/auth/oidc/acme/callback`,
  ),
});
