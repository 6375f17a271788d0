/**
 * Sign-in throttling (docs/security.md, Throttling): failed sign-ins are counted per (address, account), per
 * account and per address, each against its own limit, in counters every API process shares (Redis when
 * configured). Counting the pair tightly and the address loosely means one address guessing at one account
 * neither locks its owner out elsewhere nor locks out the other members behind the same address.
 */
import { createHash } from 'node:crypto';
import { addressKey } from '../../limits/address.js';
import { tryAgainIn, type Limiter } from '../../limits/limits.js';
import { rateLimited } from '../errors.js';
import type { Services } from '../services.js';

export const SIGN_IN_LIMITS = {
  /** The tight one, as in rate-limiter-flexible's login example: cleared by a success from that address. */
  addressAndAccount: { name: 'sign-in:address+account', points: 10, durationSeconds: 15 * 60 },
  /** From anywhere: NIST SP 800-63B allows at most 100; one address reaches 50 an hour at most (5 windows × 10). */
  account: { name: 'sign-in:account', points: 100, durationSeconds: 60 * 60 },
  /** Many accounts tried from one address (password spraying), with room for a busy shared network. */
  address: { name: 'sign-in:address', points: 100, durationSeconds: 60 * 60 },
} as const;

type Rule = keyof typeof SIGN_IN_LIMITS;
const rules = Object.keys(SIGN_IN_LIMITS) as Rule[];
const limiterFor = (services: Services, rule: Rule): Limiter => services.limits.limiter(SIGN_IN_LIMITS[rule]);

export type SignInKeys = Record<Rule, string>;

/** A counter's key for what someone typed (an e-mail or username), without keeping it as typed. */
export const typedIdentifierKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');

/**
 * `accountId` when the identifier names a member, so e-mail and username count as one account; otherwise a
 * hash of the normalised identifier (unknown identifiers are throttled alike, and not stored as typed).
 */
export function signInKeys(ipAddress: string, identifier: string, accountId: string | undefined): SignInKeys {
  const account = accountId ? `member:${accountId}` : `login:${typedIdentifierKey(identifier)}`;
  const address = addressKey(ipAddress);
  return { addressAndAccount: `${address}|${account}`, account, address };
}

function messageFor(rule: Rule, seconds: number): string {
  const why = rule === 'address' ? 'from your network' : 'for this account';
  return `Too many failed sign-in attempts ${why}. ${tryAgainIn(seconds)}`;
}

/** 429 with Retry-After (the longest wait) when any of the three counters is spent. */
export async function assertSignInAllowed(services: Services, keys: SignInKeys): Promise<void> {
  const states = await Promise.all(rules.map((rule) => limiterFor(services, rule).get(keys[rule])));
  let refusal: { rule: Rule; ms: number } | undefined;
  rules.forEach((rule, i) => {
    const state = states[i];
    if (state && state.consumedPoints >= SIGN_IN_LIMITS[rule].points && state.msBeforeNext > (refusal?.ms ?? 0)) {
      refusal = { rule, ms: state.msBeforeNext };
    }
  });
  if (refusal) throw rateLimited(messageFor(refusal.rule, refusal.ms / 1000), refusal.ms / 1000);
}

export async function recordFailedSignIn(services: Services, keys: SignInKeys): Promise<void> {
  await Promise.all(rules.map((rule) => limiterFor(services, rule).penalty(keys[rule], 1)));
}

/** A success clears only its own pair: the account may still be under attack from other addresses. */
export async function clearFailedSignIns(services: Services, keys: SignInKeys): Promise<void> {
  await limiterFor(services, 'addressAndAccount').delete(keys.addressAndAccount);
}

/** For tests and operators: the limiter behind one rule. */
export function signInLimiter(services: Services, rule: Rule): Limiter {
  return limiterFor(services, rule);
}
