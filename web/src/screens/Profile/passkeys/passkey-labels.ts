/**
 * How the profile's Passkeys card words a passkey's dates and the browser's refusals (docs/security.md#passkeys).
 */
import { ageLabel } from '../../../lib/age-label';
import { formatDate } from '../../../lib/dates';

/** The day it was added ('Mar 3, 2026'). */
export function addedLabel(createdAt: unknown): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, 'date') : '';
}

/** When it last signed in: 'Just now', '3h ago', '2d ago', then the date; 'Never' before its first use. */
export function lastUsedLabel(lastUsedAt: unknown, now: Date = new Date()): string {
  return typeof lastUsedAt === 'string' ? ageLabel(lastUsedAt, now) || 'Never' : 'Never';
}

export const PASSKEY_CANCELLED = 'No passkey was made: it was cancelled, or the time ran out. Try again when ready.';
export const PASSKEY_ALREADY_HERE = 'This device or password manager already holds a passkey for your account.';

/**
 * Our words for the browser's refusals of a passkey ceremony (the member cancelled, the device already holds one for
 * the account), told by their WebAuthn names and codes; null for anything else.
 */
export function browserRefusal(error: unknown): string | null {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return PASSKEY_ALREADY_HERE;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CANCELLED;
  return null;
}
