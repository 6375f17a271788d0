/**
 * Single sign-on's return from the provider: the authorization code exchanged for tokens, and who the provider
 * says the member is. openid-client checks the answer's state against the round trip's, sends the PKCE verifier,
 * and checks the ID token's issuer, audience, expiry and nonce; a failure of any is a refusal here, never a
 * sign-in. The provider's address and name come from the ID token, or from its UserInfo endpoint when the ID
 * token leaves them out (providers may put scope claims there only).
 */
import * as client from 'openid-client';
import type { SingleSignOnProvider } from '../../config/single-sign-on.js';
import { badInput, unauthenticated, type AppError } from '../errors.js';
import type { Services } from '../services.js';
import type { RoundTrip } from './single-sign-on.js';
import { providerClient, providerUnreachable, singleSignOnRedirectUri } from './single-sign-on-providers.js';

/** Who the provider says the member is. */
export interface ProviderIdentity {
  /** The provider's stable id for the account (`sub`). */
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** Whether the provider vouches that the member reads mail at `email`. */
  emailVerified: boolean;
  preferredUsername: string | null;
  givenName: string | null;
  familyName: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Some providers send `email_verified` as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';

export function identityOf(claims: Record<string, unknown>): ProviderIdentity {
  return {
    subject: String(claims.sub),
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: isTrue(claims.email_verified),
    preferredUsername: text(claims.preferred_username),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

/** What a failed exchange answers, by what went wrong. */
function refusal(services: Pick<Services, 'logger'>, provider: SingleSignOnProvider, error: unknown): AppError {
  const { label } = provider;
  services.logger.info({ err: error, provider: provider.id }, 'single sign-on: the provider answer was refused');
  if (error instanceof client.AuthorizationResponseError) {
    return unauthenticated(
      error.error === 'access_denied'
        ? `Signing in with ${label} was cancelled. Try again, or sign in with your password.`
        : `${label} did not sign you in. Try again, or sign in with your password.`,
    );
  }
  // The state, or another parameter of the answer, is not the round trip's: not this browser's sign-in.
  if (error instanceof client.ClientError && error.code === 'OAUTH_INVALID_RESPONSE') {
    return badInput(`That answer from ${label} does not belong to the sign-in this browser started. Try again.`);
  }
  if (
    error instanceof client.ClientError ||
    error instanceof client.ResponseBodyError ||
    error instanceof client.WWWAuthenticateChallengeError
  ) {
    return unauthenticated(`${label} could not confirm who you are. Try again, or sign in with your password.`);
  }
  // The provider did not answer (a refused connection, a timeout).
  return providerUnreachable(provider);
}

/**
 * Exchanges the code the provider's answer (`callbackQuery`, the query string it sent the browser back with)
 * carries, checked against the round trip; answers who the member is at the provider.
 */
export async function exchangeCode(
  services: Services,
  provider: SingleSignOnProvider,
  trip: RoundTrip,
  callbackQuery: string,
): Promise<ProviderIdentity> {
  const configuration = await providerClient(services, provider);
  // The redirect URI as registered (behind a proxy the request's own host may differ), with the answer's query.
  const currentUrl = new URL(singleSignOnRedirectUri(services.config, provider.id));
  currentUrl.search = callbackQuery;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: trip.codeVerifier,
      expectedState: trip.state,
      expectedNonce: trip.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    // Always there: a nonce is expected, so openid-client refuses an answer without an ID token.
    if (!claims) throw new client.ClientError('no ID token');
    if (text(claims.email) || !tokens.access_token) return identityOf(claims);
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return identityOf({ ...info, ...claims, email: info.email, email_verified: info.email_verified });
  } catch (error) {
    throw refusal(services, provider, error);
  }
}
