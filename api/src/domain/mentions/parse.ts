/**
 * What a mention is (docs/posts.md#mentions): `@` and a whole username, where the `@` does not follow a letter,
 * digit or underscore, so an e-mail address mentions nobody. Pure and with no imports but the username rule, so
 * the web app renders mentions by this very code (web/src/lib/rich-text.ts).
 */
import { USERNAME_PATTERN } from '../accounts/username.js';

/** The most members one text notifies: a post naming fifty members would be spam. */
export const MAX_MENTIONS_NOTIFIED = 10;

// An @ after no letter, digit or underscore; then every username character that follows. A run longer than a
// username can be (21 characters) is no mention, rather than the mention of its first 20.
const MENTION = /(?<![\p{L}\p{N}_])@([A-Za-z0-9_]+)/gu;

export interface MentionMatch {
  /** Where the `@` is. */
  start: number;
  /** Just after the username. */
  end: number;
  /** As written. */
  username: string;
}

/** Every mention in the text, in order, each where it is written. */
export function findMentions(text: string): MentionMatch[] {
  return Array.from(text.matchAll(MENTION))
    .filter((match) => USERNAME_PATTERN.test(match[1]!))
    .map((match) => ({ start: match.index, end: match.index + match[0].length, username: match[1]! }));
}

/** The usernames a text mentions, lower-cased (usernames are unique in any case), each once, in order. */
export function mentionedUsernames(text: string): string[] {
  return [...new Set(findMentions(text).map((match) => match.username.toLowerCase()))];
}

/**
 * Who a text notifies: its first ten names; for an edit, only those of them the previous version did not
 * mention (its members were told then, or were past its ten).
 */
export function usernamesToNotify(text: string, previousText?: string | null): string[] {
  const before = new Set(previousText ? mentionedUsernames(previousText) : []);
  return mentionedUsernames(text)
    .slice(0, MAX_MENTIONS_NOTIFIED)
    .filter((name) => !before.has(name));
}
