/**
 * The OpenID Connect provider of the end-to-end run (single-sign-on.spec.ts): the API tests' real one
 * (api/src/testing/oidc-provider.ts), with the app as its client (./single-sign-on-env.ts). Its sign-in page
 * asks for an account id and an e-mail address, as a member fills it in. Usage: tsx e2e/oidc-provider.ts
 */
import { startOidcProvider } from '../api/src/testing/oidc-provider';
import { OIDC_PROVIDER_PORT, providerClient } from './single-sign-on-env';

void startOidcProvider({ port: OIDC_PROVIDER_PORT, client: providerClient() }).then((provider) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void provider.close().then(() => process.exit(0)));
  }
});
