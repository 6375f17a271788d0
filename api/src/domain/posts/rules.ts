/**
 * What a post may hold: text or an image, at most 5 hashtags stored lower-case without
 * '#', an optional poll; and what a post's type is, derived from its hashtags and text.
 */
import { z } from 'zod';
import type { PostType } from '../../generated/prisma/client.js';
import { badInput } from '../errors.js';
import { formList } from '../validation.js';

export const MAX_HASHTAGS = 5;
export const MAX_HASHTAG_LENGTH = 50;
export const MAX_POST_LENGTH = 5000;

export const TOO_MANY_HASHTAGS = 'Maximum 5 hashtags';
export const POST_NEEDS_CONTENT = 'A post needs text or an image.';
export const GROUP_POST_NEEDS_TEXT = 'Please write something to post to the group.';

/** Trimmed post text of at most 5000 characters (absent means empty). */
export const postText = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string().trim().max(MAX_POST_LENGTH, `A post can be at most ${MAX_POST_LENGTH} characters.`),
);

/**
 * A list of hashtags as members type them (multipart bodies send it as a JSON string): each trimmed, its
 * leading '#'s dropped (so '##Grill' is 'grill'), lower-cased; empty ones ignored, duplicates dropped.
 */
export const hashtagList = z.preprocess(
  formList((text) => text.split(/[\s,]+/)),
  z
    .array(z.string({ error: 'Each hashtag must be text.' }), { error: 'hashtags must be a list of hashtags.' })
    .max(50, TOO_MANY_HASHTAGS)
    .transform((tags, ctx) => {
      const normalized = normalizeHashtags(tags);
      for (const tag of normalized) {
        if (/[\s,#]/.test(tag) || tag.length > MAX_HASHTAG_LENGTH) {
          ctx.addIssue({
            code: 'custom',
            message: `Hashtags are single words of at most ${MAX_HASHTAG_LENGTH} characters.`,
          });
          return z.NEVER;
        }
      }
      if (normalized.length > MAX_HASHTAGS) {
        ctx.addIssue({ code: 'custom', message: TOO_MANY_HASHTAGS });
        return z.NEVER;
      }
      return normalized;
    }),
);

export function normalizeHashtags(tags: string[]): string[] {
  const cleaned = tags.map((tag) => tag.trim().replace(/^#+/, '').trim().toLowerCase()).filter((tag) => tag !== '');
  return [...new Set(cleaned)];
}

/** Refuses more than 5 hashtags after normalizing (for lists that did not come through hashtagList). */
export function requireHashtagLimit(tags: string[]): void {
  if (tags.length > MAX_HASHTAGS)
    throw badInput(TOO_MANY_HASHTAGS, [{ field: 'hashtags', message: TOO_MANY_HASHTAGS }]);
}

// Hashtags written at the end of a text (the edit form appends them there): not part of the sentence.
const TRAILING_HASHTAGS = /(?:\s*#+[\p{L}\p{N}_]+)+\s*$/u;

/**
 * `dad_joke` when tagged #dadjoke (the composer's dad-joke helper adds it), else `question` when the text
 * ends with a question mark (before any trailing hashtags), else a plain `post`.
 */
export function postTypeOf(content: string, hashtags: string[]): PostType {
  if (hashtags.includes('dadjoke')) return 'dad_joke';
  if (content.replace(TRAILING_HASHTAGS, '').trim().endsWith('?')) return 'question';
  return 'post';
}
