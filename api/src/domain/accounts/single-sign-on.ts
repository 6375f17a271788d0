/**
 * Single sign-on with OpenID Connect (docs/security.md#single-sign-on): the first half of the round trip. The
 * member's browser is sent to the provider with the authorization code flow, PKCE (S256), a state and a nonce; what
 * the return needs (./single-sign-on-callback.ts) waits in a sign-in challenge (./sign-in-challenges.ts) whose key
 * the browser keeps in a cookie, so only the browser that left can come back with the answer.
 */
import * as client from 'openid-client';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Services } from '../services.js';
import { openSignInChallenge } from './sign-in-challenges.js';
import { findSignInProvider, providerClient, singleSignOnRedirectUri } from './single-sign-on-providers.js';

/** What we ask the provider for: who the member is, their address and their name. */
const SCOPE = 'openid email profile';

/** Signing in (or creating an account), or linking the provider to the member who is signed in. */
export type SingleSignOnIntent = 'sign_in' | 'link';

/** What the return needs, kept in the challenge: the round trip's own secrets, none of the member's. */
const roundTripSchema = z.object({
  kind: z.literal('round_trip'),
  provider: z.string(),
  intent: z.enum(['sign_in', 'link']),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  /** The app's path to land on afterwards (http/return-to.ts checked it). */
  returnTo: z.string().nullable(),
});
export type RoundTrip = z.infer<typeof roundTripSchema>;

/** The round trip a challenge holds, or null for anything else (a pending link, a passkey's challenge). */
export function readRoundTrip(data: Prisma.JsonObject): RoundTrip | null {
  const parsed = roundTripSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export interface BeginSingleSignOn {
  providerId: unknown;
  /** The signed-in member, who links the provider to their account; none to sign in. */
  viewerId?: string | undefined;
  returnTo?: string | undefined;
}

/**
 * Opens the round trip: answers the provider's authorization address to send the browser to, and the key the
 * browser keeps. 404 for a provider not configured; 503 when it cannot be reached.
 */
export async function beginSingleSignOn(
  services: Services,
  { providerId, viewerId, returnTo }: BeginSingleSignOn,
): Promise<{ authorizationUrl: string; key: string }> {
  const provider = findSignInProvider(services.config, providerId);
  const configuration = await providerClient(services, provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const trip: RoundTrip = {
    kind: 'round_trip',
    provider: provider.id,
    intent: viewerId ? 'link' : 'sign_in',
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    returnTo: returnTo ?? null,
  };
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: singleSignOnRedirectUri(services.config, provider.id),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: trip.state,
    nonce: trip.nonce,
  });
  const key = await openSignInChallenge(services, { purpose: 'single_sign_on', userId: viewerId, data: { ...trip } });
  return { authorizationUrl: authorizationUrl.href, key };
}
