/**
 * A group's hashtags, as the edit form sends them: a list, or comma-separated text (JSON list text too, from a
 * multipart body). Each trimmed, its leading '#'s dropped, empty ones dropped, each once ignoring case.
 */
import { z } from 'zod';
import { formList, uniqueIgnoringCase } from '../validation.js';

export const MAX_GROUP_HASHTAGS = 10;
export const MAX_GROUP_HASHTAG_LENGTH = 50;
export const TOO_MANY_GROUP_HASHTAGS = `A group can have at most ${MAX_GROUP_HASHTAGS} hashtags.`;

export const groupHashtags = z.preprocess(
  formList((text) => text.split(',')),
  z
    .array(z.string({ error: 'Each hashtag must be text.' }), {
      error: 'hashtags must be a list or comma-separated text.',
    })
    .transform((tags) =>
      uniqueIgnoringCase(tags.map((tag) => tag.trim().replace(/^#+/, '').trim()).filter((tag) => tag !== '')),
    )
    .refine((tags) => tags.length <= MAX_GROUP_HASHTAGS, TOO_MANY_GROUP_HASHTAGS)
    .refine(
      (tags) => tags.every((tag) => tag.length <= MAX_GROUP_HASHTAG_LENGTH),
      `A hashtag can be at most ${MAX_GROUP_HASHTAG_LENGTH} characters.`,
    ),
);
