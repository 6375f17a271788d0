/**
 * The `@` being typed in a composer, and the text once a member is picked from the suggestions
 * (components/mentions). A mention starts where the server's parser would see one (api/src/domain/mentions):
 * an `@` after no letter, digit or underscore.
 */

/** Username characters (api/src/domain/accounts/username.ts): what may follow the `@`. */
const USERNAME_CHARS = /[A-Za-z0-9_]/;
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const MAX_USERNAME = 20;

/** The mention being typed at the caret: where its `@` is, and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** The mention the caret is in (right after `@` plus username characters), or null. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  let at = caret;
  while (at > 0 && USERNAME_CHARS.test(text[at - 1]!)) at -= 1;
  if (at === 0 || text[at - 1] !== '@') return null;
  const start = at - 1;
  if (start > 0 && WORD_CHAR.test(text[start - 1]!)) return null;
  const query = text.slice(at, caret);
  return query.length > MAX_USERNAME ? null : { start, query };
}

/**
 * The text with the mention at `mention` (its `@`, what was typed and the rest of that word) replaced by
 * `@username ` (no second space when one follows), and where the caret goes: after it.
 */
export function pickMention(
  text: string,
  mention: MentionQuery,
  username: string,
): { text: string; caret: number; replaced: { start: number; end: number; with: string } } {
  let end = mention.start + 1 + mention.query.length;
  while (end < text.length && USERNAME_CHARS.test(text[end]!)) end += 1;
  const spaceFollows = /\s/.test(text[end] ?? '');
  const inserted = `@${username}${spaceFollows ? '' : ' '}`;
  const next = text.slice(0, mention.start) + inserted + text.slice(end);
  const caret = mention.start + inserted.length + (spaceFollows ? 1 : 0);
  return { text: next, caret, replaced: { start: mention.start, end, with: inserted } };
}

/** The id of the suggestion at `index` of the list `listboxId` (the field points at it: aria-activedescendant). */
export const mentionOptionId = (listboxId: string, index: number) => `${listboxId}-${index}`;
