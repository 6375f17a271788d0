/**
 * The invite rules: which addresses are valid ("text@text.text", without spaces), how many one
 * request and one member per day may send, and the input of sending invites.
 */
import { z } from 'zod';
import { badInput } from '../errors.js';

export const INVITE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_INVITES_PER_REQUEST = 20;
export const MAX_INVITES_PER_DAY = 100;
export const INVITE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Raw entries accepted before de-duplication; beyond it the request is refused without looking further. */
const MAX_RAW_ENTRIES = 200;

export const NO_VALID_EMAILS = 'Please enter at least one valid email address.';

export const sendInvitesInput = z.object({
  emails: z
    .array(z.string({ error: NO_VALID_EMAILS }), { error: NO_VALID_EMAILS })
    .max(MAX_RAW_ENTRIES, `You can invite at most ${MAX_INVITES_PER_REQUEST} addresses at a time.`),
  referralCode: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : undefined)),
});
export type SendInvitesInput = z.input<typeof sendInvitesInput>;

/**
 * Trimmed, lower-cased and de-duplicated addresses (blank entries dropped), or a 400 that names every invalid
 * one so the member can fix them.
 */
export function normalizeInviteEmails(emails: string[]): string[] {
  const entries = emails.map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) throw badInput(NO_VALID_EMAILS, [{ field: 'emails', message: NO_VALID_EMAILS }]);
  const invalid = entries.filter((e) => !INVITE_EMAIL_PATTERN.test(e) || e.length > 254);
  if (invalid.length > 0) {
    const message = `These e-mail addresses are not valid: ${invalid.join(', ')}.`;
    throw badInput(message, [{ field: 'emails', message }]);
  }
  const unique = [...new Set(entries.map((e) => e.toLowerCase()))];
  if (unique.length > MAX_INVITES_PER_REQUEST) {
    const message = `You can invite at most ${MAX_INVITES_PER_REQUEST} addresses at a time.`;
    throw badInput(message, [{ field: 'emails', message }]);
  }
  return unique;
}
