/**
 * The OpenID Connect providers the server is configured with (config/single-sign-on.ts), and each one's client
 * configuration. A provider's discovery document is fetched on first use and kept for the life of the process,
 * so a provider that is down when the app starts stops nothing; one that cannot be reached when a member needs
 * it answers 503, and the next member's attempt asks it again.
 */
import * as client from 'openid-client';
import { isLoopbackHttp, type SingleSignOnProvider } from '../../config/single-sign-on.js';
import type { Config } from '../../config/config.js';
import { notFound, serviceUnavailable } from '../errors.js';
import type { Services } from '../services.js';

/** How long the provider may take to answer one request (discovery, the code exchange, the member's claims). */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** A provider that could not be reached: worth another try in a minute. */
const RETRY_AFTER_SECONDS = 60;

export const SIGN_IN_PROVIDER_NOT_FOUND = 'Sign-in provider';

/** What anyone may know of a provider: its id and its button's words. */
export interface SignInProvider {
  id: string;
  label: string;
}

export function signInProviders(config: Pick<Config, 'singleSignOnProviders'>): SignInProvider[] {
  return config.singleSignOnProviders.map(({ id, label }) => ({ id, label }));
}

/** The configured provider `id` names; 404 for any other. */
export function findSignInProvider(config: Pick<Config, 'singleSignOnProviders'>, id: unknown): SingleSignOnProvider {
  const provider = config.singleSignOnProviders.find((p) => p.id === id);
  if (!provider) throw notFound(SIGN_IN_PROVIDER_NOT_FOUND);
  return provider;
}

/** The label of a provider by id, or the id itself for one no longer configured (a link made before). */
export function providerLabel(config: Pick<Config, 'singleSignOnProviders'>, id: string): string {
  return config.singleSignOnProviders.find((p) => p.id === id)?.label ?? id;
}

/** Where the provider sends the member back: the address the admin registers at the provider. */
export function singleSignOnRedirectUri(config: Pick<Config, 'publicUrl'>, providerId: string): string {
  return `${config.publicUrl}/api/auth/oidc/${providerId}/callback`;
}

export const providerUnreachable = (provider: SingleSignOnProvider) =>
  serviceUnavailable(
    `${provider.label} cannot be reached right now. Try again in a minute, or sign in with your password.`,
    RETRY_AFTER_SECONDS,
  );

/** Per provider (the configuration object read at start), its discovered client configuration. */
const discovered = new WeakMap<SingleSignOnProvider, Promise<client.Configuration>>();

async function discover(provider: SingleSignOnProvider): Promise<client.Configuration> {
  // Plain http only for a provider on this machine (config/single-sign-on.ts refuses any other at start).
  const execute = isLoopbackHttp(provider.issuer) ? [client.allowInsecureRequests] : [];
  return client.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    // The OpenID Connect default, which every certified provider accepts.
    client.ClientSecretBasic(provider.clientSecret),
    { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
  );
}

/**
 * The provider's client configuration, discovered once per process. A failed discovery is forgotten (the next
 * call tries again) and answers 503.
 */
export async function providerClient(
  { logger }: Pick<Services, 'logger'>,
  provider: SingleSignOnProvider,
): Promise<client.Configuration> {
  let pending = discovered.get(provider);
  if (!pending) {
    pending = discover(provider);
    discovered.set(provider, pending);
  }
  try {
    return await pending;
  } catch (err) {
    if (discovered.get(provider) === pending) discovered.delete(provider);
    logger.warn({ err, provider: provider.id, issuer: provider.issuer }, 'single sign-on: discovery failed');
    throw providerUnreachable(provider);
  }
}
