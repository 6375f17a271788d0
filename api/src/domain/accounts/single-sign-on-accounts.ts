/**
 * A new account from single sign-on (docs/security.md#single-sign-on), for a provider account no member has
 * linked, whose address no account has. The rules of registering apply (./register.ts): the per-address limit,
 * the 409 for a taken address, the verification mail for an address the provider did not verify, ADMIN_EMAILS
 * for a verified one only. The username comes from the provider's preferred username or the address, made
 * valid and unique; the password is random and never shown, so nobody can sign in with it: the member who wants
 * one chooses it with "Forgot password?".
 */
import { randomInt } from 'node:crypto';
import type { User } from '../../generated/prisma/client.js';
import { conflict } from '../errors.js';
import { refusalOf } from '../safety/text-filter.js';
import { newSecretToken } from '../secret-tokens.js';
import type { RequestMeta, Services } from '../services.js';
import { findUserIdByUsername } from '../users/lookup.js';
import { hashPassword } from './passwords.js';
import { countRegistration, createMemberAccount } from './register.js';
import { USERNAME_PATTERN } from './username.js';
import type { ProviderIdentity } from './single-sign-on-exchange.js';

const USERNAME_MAX = 20;
const NAME_MAX = 50;
/** Tries with a random number after the name before settling for `dad_<digits>`. */
const NUMBERED_TRIES = 5;

/** A name the filter lets through (a public one), cut to the column's length; else none. */
function acceptable(text: string | null, max: number): string | null {
  const cut = text?.slice(0, max).trim();
  return cut && !refusalOf(cut, 'public') ? cut : null;
}

/** The provider's preferred username, or the address's local part, as a valid username (before uniqueness). */
export function usernameBase(identity: Pick<ProviderIdentity, 'preferredUsername' | 'email'>): string {
  const source = identity.preferredUsername ?? identity.email?.split('@')[0] ?? '';
  const cleaned = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  const base = cleaned.length >= 3 ? cleaned : `dad_${cleaned}`.replace(/_+$/, '');
  const named = USERNAME_PATTERN.test(base) && !refusalOf(base, 'public') ? base : 'dad';
  return named.length >= 3 ? named : 'dad';
}

/** A username nobody has: the base, else the base with a number, else `dad_` and twelve digits. */
async function uniqueUsername(services: Pick<Services, 'prisma'>, base: string): Promise<string> {
  if (base.length >= 3 && !(await findUserIdByUsername(services.prisma, base))) return base;
  for (let i = 0; i < NUMBERED_TRIES; i++) {
    const suffix = `_${randomInt(1000, 1_000_000)}`;
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!(await findUserIdByUsername(services.prisma, candidate))) return candidate;
  }
  return `dad_${String(randomInt(1e12)).padStart(12, '0')}`.slice(0, USERNAME_MAX);
}

export const addressTaken = (label: string) =>
  conflict(
    `An account with this e-mail address already exists. Sign in with your password, then link ${label} from your profile.`,
  );

/**
 * Creates the member for a provider account with the registration's rules (the caller links the account to it).
 * `identity.email` must be set; it is verified from the start when the provider vouched for it.
 */
export async function createSingleSignOnMember(
  services: Services,
  identity: ProviderIdentity & { email: string },
  options: { label: string; ref?: string | undefined; meta: RequestMeta },
): Promise<User> {
  await countRegistration(services, options.meta);
  // An address nobody verified is never matched to its account (docs/security.md): here it only refuses.
  if (await services.prisma.user.findUnique({ where: { email: identity.email }, select: { id: true } })) {
    throw addressTaken(options.label);
  }
  return createMemberAccount(services, {
    email: identity.email,
    username: await uniqueUsername(services, usernameBase(identity)),
    firstName: acceptable(identity.givenName, NAME_MAX),
    lastName: acceptable(identity.familyName, NAME_MAX),
    // Random and never shown: the member signs in with the provider, or chooses a password by "Forgot password?".
    passwordHash: await hashPassword(newSecretToken()),
    ref: options.ref,
    emailVerifiedAt: identity.emailVerified ? new Date() : null,
  });
}
