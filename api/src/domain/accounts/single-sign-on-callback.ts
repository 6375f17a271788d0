/**
 * Single sign-on's return (docs/security.md#single-sign-on): the browser comes back from the provider with an
 * answer, and the round trip it started (./single-sign-on.ts) says what to check it against and what it was for.
 *
 * The round trip is read first and the code exchanged (./single-sign-on-exchange.ts) before anything is written,
 * so no transaction waits on the provider; then it is taken, once, and the outcome decided:
 * - a provider account linked already: its member is signed in (a suspended one is refused, as at the password);
 * - linking (the round trip began signed in, and still is): the provider account is linked to that member;
 * - an unknown one whose provider-verified address is a member's: a pending link, and the password to prove it
 *   (./single-sign-on-consent.ts); an address the provider did not verify is never matched to an account;
 * - otherwise a new account (./single-sign-on-accounts.ts), signed in.
 * Any refusal answers 4xx (or 503), which rolls the request back: nothing is written, the round trip included.
 */
import type { SingleSignOnProvider } from '../../config/single-sign-on.js';
import type { User } from '../../generated/prisma/client.js';
import { badInput, forbidden, unauthenticated } from '../errors.js';
import { isSuspended } from '../moderation/visibility.js';
import { CREDENTIALS, type CredentialColumn } from '../users/credentials.js';
import type { RequestMeta, Services } from '../services.js';
import { emailSchema } from './rules.js';
import { peekSignInChallenge, takeSignInChallenge } from './sign-in-challenges.js';
import { suspendedMessage } from './sign-in.js';
import { readRoundTrip, type RoundTrip } from './single-sign-on.js';
import { createSingleSignOnMember } from './single-sign-on-accounts.js';
import { confirmLinkNotice, openPendingLink } from './single-sign-on-consent.js';
import { exchangeCode, type ProviderIdentity } from './single-sign-on-exchange.js';
import { findLinkedIdentity, linkIdentity, touchLinkedIdentity } from './single-sign-on-links.js';
import { findSignInProvider } from './single-sign-on-providers.js';

export type SingleSignOnOutcome =
  /** `created`: the account is new (its referral, if any, is used). */
  | { kind: 'signed_in'; user: Omit<User, CredentialColumn>; returnTo: string | null; created: boolean }
  | { kind: 'linked'; returnTo: string | null }
  /** The member must sign in with their password to link: `key` is the pending link the browser keeps. */
  | { kind: 'confirm_link'; key: string; email: string; notice: string; returnTo: string | null };

export interface FinishSingleSignOn {
  providerId: unknown;
  /** The round trip's key, from the browser's cookie. */
  key: unknown;
  /** The query string the provider sent the browser back with (`?code=...&state=...`, or `?error=...`). */
  callbackQuery: string;
  /** Who is signed in in this browser now, if anyone. */
  viewerId: string | undefined;
  /** A referral code the browser remembers, for a new account. */
  ref?: string | undefined;
  meta: RequestMeta;
}

export const roundTripExpired = (provider: SingleSignOnProvider) =>
  badInput(`That sign-in with ${provider.label} expired or was already used. Try again.`);

export async function finishSingleSignOn(services: Services, input: FinishSingleSignOn): Promise<SingleSignOnOutcome> {
  const provider = findSignInProvider(services.config, input.providerId);
  const started = await peekSignInChallenge(services, input.key, 'single_sign_on');
  const trip = started && readRoundTrip(started.data);
  if (!started || !trip || trip.provider !== provider.id) throw roundTripExpired(provider);
  // Linking needs the member who began it, still signed in here: not a browser that signed out or changed hands.
  if (trip.intent === 'link' && (!started.userId || started.userId !== input.viewerId)) {
    throw unauthenticated(`Sign in again, then link ${provider.label} from your profile.`);
  }
  const identity = await exchangeCode(services, provider, trip, input.callbackQuery);
  // The first write: of two returns with one round trip, one gets this far.
  if (!(await takeSignInChallenge(services, input.key, 'single_sign_on'))) throw roundTripExpired(provider);
  const email = emailSchema.safeParse(identity.email ?? undefined);
  const checked = { ...identity, email: email.success ? email.data : null };
  if (trip.intent === 'link') {
    const link = { provider: provider.id, subject: checked.subject, email: checked.email };
    await linkIdentity(services, started.userId!, link, provider.label);
    return { kind: 'linked', returnTo: trip.returnTo };
  }
  return signInWith(services, provider, checked, trip, input);
}

async function signInWith(
  services: Services,
  provider: SingleSignOnProvider,
  identity: ProviderIdentity,
  trip: RoundTrip,
  input: FinishSingleSignOn,
): Promise<SingleSignOnOutcome> {
  const { returnTo } = trip;
  const linked = await findLinkedIdentity(services, provider.id, identity.subject);
  if (linked) {
    const user = await services.prisma.user.findUniqueOrThrow({ where: { id: linked.userId }, omit: CREDENTIALS });
    if (isSuspended(user)) throw forbidden(suspendedMessage(user.suspendedUntil));
    await touchLinkedIdentity(services, linked.id, identity.email);
    return { kind: 'signed_in', user, returnTo, created: false };
  }
  const { email } = identity;
  if (!email) {
    throw badInput(`${provider.label} did not share your e-mail address, which an account here needs.`);
  }
  if (identity.emailVerified) {
    const member = await services.prisma.user.findUnique({ where: { email }, select: { id: true } });
    if (member) {
      const key = await openPendingLink(services, member.id, {
        provider: provider.id,
        subject: identity.subject,
        email,
      });
      return { kind: 'confirm_link', key, email, notice: confirmLinkNotice(provider.label), returnTo };
    }
  }
  const user = await createSingleSignOnMember(
    services,
    { ...identity, email },
    { label: provider.label, ref: input.ref, meta: input.meta },
  );
  await linkIdentity(services, user.id, { provider: provider.id, subject: identity.subject, email }, provider.label);
  return { kind: 'signed_in', user, returnTo, created: true };
}
