/** Hashtag rules: the new-post composer's tag input, and the edit form that splits tags out of the text. */

export const MAX_HASHTAGS = 5;
export const MAX_HASHTAGS_MESSAGE = 'Maximum 5 hashtags';

/** The limit's message for another limit (a channel takes 20): 'Maximum 20 hashtags'. */
export function maxHashtagsMessage(max: number): string {
  return max === MAX_HASHTAGS ? MAX_HASHTAGS_MESSAGE : `Maximum ${max} hashtags`;
}

/** Keys that turn what was typed into a tag (blur does too). */
export const HASHTAG_SEPARATOR_KEYS: readonly string[] = ['Enter', ' ', ','];

export function isHashtagSeparatorKey(key: string): boolean {
  return HASHTAG_SEPARATOR_KEYS.includes(key);
}

/** The server's limit on one tag's length. */
export const MAX_HASHTAG_LENGTH = 50;

/**
 * '##Grilling ' -> 'grilling'; '' when nothing is left. A tag is one word the server accepts: every '#', space
 * and comma goes ('grill#bbq' -> 'grillbbq', 'back yard' -> 'backyard'), cut to 50 characters.
 */
export function normalizeHashtag(raw: string): string {
  return raw
    .replace(/[#\s,]+/g, '')
    .toLowerCase()
    .slice(0, MAX_HASHTAG_LENGTH);
}

/**
 * Adds a typed tag: empty values and duplicates (any case) are ignored; past the limit (a post's 5 unless told) the
 * tags stay and an error says why.
 */
export function addHashtag(
  tags: readonly string[],
  raw: string,
  max: number = MAX_HASHTAGS,
): { tags: string[]; error?: string } {
  const tag = normalizeHashtag(raw);
  if (!tag || tags.some((other) => other.toLowerCase() === tag)) return { tags: [...tags] };
  if (tags.length >= max) return { tags: [...tags], error: maxHashtagsMessage(max) };
  return { tags: [...tags, tag] };
}

/** Backspace in an empty tag input. */
export function removeLastHashtag(tags: readonly string[]): string[] {
  return tags.slice(0, -1);
}

// A # that does not follow a letter or digit ('C#' and 'a#b' are not tags), then the tag's letters, digits, _.
const TAG_IN_TEXT = /(?<![\p{L}\p{N}_#])#+([\p{L}\p{N}_]+)/gu;
// The same, with the spaces before it, so that removing a tag does not leave a double space.
const TAG_WITH_SPACE_BEFORE = /[ \t]*(?<![\p{L}\p{N}_#])#+[\p{L}\p{N}_]+/gu;

/** Each tag written in a text, where it is (the '#'s included) and as written: the text renderer links them. */
export function findHashtags(text: string): { start: number; end: number; tag: string }[] {
  return Array.from(text.matchAll(TAG_IN_TEXT), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    tag: match[1]!,
  }));
}

/** The tags written in a text, lower-cased, each once, in order of appearance. */
export function extractHashtags(text: string): string[] {
  return [...new Set(findHashtags(text).map((found) => found.tag.toLowerCase()))];
}

/** For the edit form: the tags go to the tag list, the rest (trimmed) to the text box. */
export function splitHashtags(content: string): { text: string; hashtags: string[] } {
  return { text: content.replace(TAG_WITH_SPACE_BEFORE, '').trim(), hashtags: extractHashtags(content) };
}

/** Saving the edit form: the tags go back at the end of the content, '#a #b'. */
export function appendHashtags(text: string, hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  return [text.trim(), tags].filter(Boolean).join(' ');
}

/**
 * Where a hashtag leads: the Dadfeed filtered to the posts that carry it (/home?tag=grilling). There is no
 * hashtag page, and the global search shows only 3 posts per section; the Dadfeed lists them all, newest first.
 */
export const HASHTAG_PARAM = 'tag';

export function hashtagFeedPath(tag: string): string {
  return `/home?${HASHTAG_PARAM}=${encodeURIComponent(normalizeHashtag(tag))}`;
}

/** The hashtag a Dadfeed address filters on (`?tag=`), normalized; null without one. */
export function hashtagFromSearch(search: string): string | null {
  return normalizeHashtag(new URLSearchParams(search).get(HASHTAG_PARAM) ?? '') || null;
}
