/**
 * The single sign-on tests' world: two real OpenID Connect providers (./oidc-provider.ts), "Acme" and "Globex",
 * and the app configured with both; and a browser's round trip through one of them.
 */
import { expect } from 'vitest';
import type { Environment } from '../config/config.js';
import { createTestApp, type TestApp } from './app.js';
import type { HttpClient } from './http-client.js';
import { startOidcProvider, type ProviderAccount, type TestOidcProvider } from './oidc-provider.js';

export const PROVIDERS = { acme: 'Acme', globex: 'Globex' } as const;
export type ProviderId = keyof typeof PROVIDERS;

export interface SingleSignOnWorld {
  app: TestApp;
  providers: Record<ProviderId, TestOidcProvider>;
  close(): Promise<void>;
}

/** The app's environment for providers at these issuers (OIDC_PROVIDERS and each one's four variables). */
export function providerEnvironment(issuers: Record<string, string>, labels: Record<string, string> = PROVIDERS) {
  const env: Environment = { OIDC_PROVIDERS: Object.keys(issuers).join(',') };
  for (const [id, issuer] of Object.entries(issuers)) {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    Object.assign(env, {
      [`${prefix}ISSUER`]: issuer,
      [`${prefix}CLIENT_ID`]: 'dadhood',
      [`${prefix}CLIENT_SECRET`]: `${id}-client-secret`,
      [`${prefix}LABEL`]: labels[id] ?? id,
    });
  }
  return env;
}

export async function createSingleSignOnWorld(env: Environment = {}): Promise<SingleSignOnWorld> {
  const [acme, globex] = await Promise.all([startOidcProvider(), startOidcProvider()]);
  const providers = { acme, globex };
  const app = await createTestApp({ ...providerEnvironment({ acme: acme.issuer, globex: globex.issuer }), ...env });
  for (const [id, provider] of Object.entries(providers)) {
    provider.setClient({
      clientId: 'dadhood',
      clientSecret: `${id}-client-secret`,
      redirectUris: [`${app.url}/api/auth/oidc/${id}/callback`],
    });
  }
  return {
    app,
    providers,
    close: async () => {
      await app.close();
      await Promise.all([acme.close(), globex.close()]);
    },
  };
}

/** The first half: the browser asks the app to sign in with `provider`; answers the provider's address. */
export async function startRoundTrip(client: HttpClient, provider: ProviderId, query = ''): Promise<string> {
  const response = await client.get(`/api/auth/oidc/${provider}${query}`);
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get('location')!;
}

/** The app's callback as the browser reaches it, from the provider's redirect. */
export const callbackPath = (callback: URL) => `${callback.pathname}${callback.search}`;

/**
 * A whole round trip: the browser starts it, signs in at the provider as `account`, and comes back; answers the
 * app's answer to the return.
 */
export async function roundTrip(
  world: SingleSignOnWorld,
  client: HttpClient,
  provider: ProviderId,
  account: ProviderAccount,
): Promise<Response> {
  const authorizationUrl = await startRoundTrip(client, provider);
  const callback = await world.providers[provider].signIn(authorizationUrl, account);
  return client.get(callbackPath(callback));
}
