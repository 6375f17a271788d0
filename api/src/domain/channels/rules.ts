/**
 * What a channel may hold: a name and a description; optional contact e-mail and website
 * that must look like one; categories from the 20 slugs without duplicates; hashtags that each begin with '#',
 * duplicates ignored; free, or a subscription with a monthly price in cents. Multipart bodies send the lists
 * as JSON text.
 */
import { z } from 'zod';
import { ChannelCategory } from '../../generated/prisma/client.js';
import { formList, optionalText } from '../validation.js';
import { fromSpecSpelling, toSpecSpelling } from '../vocabulary.js';

export const MAX_CHANNEL_NAME = 100;
export const MAX_CHANNEL_DESCRIPTION = 2000;
export const MAX_CHANNEL_HASHTAGS = 20;
export const MAX_CHANNEL_HASHTAG_LENGTH = 50;
/** $1,000 a month: a guard against typos, far above any real channel. */
export const MAX_SUBSCRIPTION_PRICE_CENTS = 100_000;

export const CHANNEL_NAME_REQUIRED = 'Channel name is required.';
export const CHANNEL_DESCRIPTION_REQUIRED = 'Channel description is required.';
export const INVALID_CONTACT_EMAIL = 'Please enter a valid contact email.';
export const INVALID_WEBSITE = 'Please enter a valid website URL (http:// or https://).';
export const PRICE_REQUIRED = 'A subscription channel needs a monthly price in cents (1 or more).';

const channelCategories = new Set<string>(Object.values(ChannelCategory));
export const CHANNEL_CATEGORY_SLUGS = Object.values(ChannelCategory).map((c) => toSpecSpelling(c));

const requiredText = (max: number, required: string, label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters.`),
  );

/** Slugs spelled with dashes ('fix-it-tips'); the enum's own spelling is accepted too. Duplicates dropped. */
const categoryList = z.preprocess(
  formList((text) => text.split(',')),
  z
    .array(z.string({ error: 'Each category must be text.' }), {
      error: 'categories must be a list of channel categories.',
    })
    .transform((values, ctx) => {
      const categories: ChannelCategory[] = [];
      for (const value of values) {
        const key = fromSpecSpelling(value.trim().toLowerCase());
        if (!channelCategories.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown category "${value}". Use one of: ${CHANNEL_CATEGORY_SLUGS.join(', ')}.`,
          });
          return z.NEVER;
        }
        if (!categories.includes(key as ChannelCategory)) categories.push(key as ChannelCategory);
      }
      return categories;
    }),
);

/** Each hashtag gets one leading '#'; the same tag twice (any case) is kept once, as first written. */
export function normalizeChannelHashtags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const word = raw.trim().replace(/^#+/, '').trim();
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    result.push(`#${word}`);
  }
  return result;
}

const hashtagList = z.preprocess(
  formList((text) => text.split(/[\s,]+/)),
  z
    .array(z.string({ error: 'Each hashtag must be text.' }), { error: 'hashtags must be a list of hashtags.' })
    .transform((tags, ctx) => {
      const normalized = normalizeChannelHashtags(tags);
      if (
        normalized.some(
          (tag) => /[\s,]/.test(tag.slice(1)) || tag.includes('#', 1) || tag.length > MAX_CHANNEL_HASHTAG_LENGTH + 1,
        )
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `Hashtags are single words of at most ${MAX_CHANNEL_HASHTAG_LENGTH} characters.`,
        });
        return z.NEVER;
      }
      if (normalized.length > MAX_CHANNEL_HASHTAGS) {
        ctx.addIssue({ code: 'custom', message: `A channel can have at most ${MAX_CHANNEL_HASHTAGS} hashtags.` });
        return z.NEVER;
      }
      return normalized;
    }),
);

const contactEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: INVALID_CONTACT_EMAIL })
    .trim()
    .max(254, INVALID_CONTACT_EMAIL)
    .pipe(z.email(INVALID_CONTACT_EMAIL))
    .optional(),
);

/** An http(s) address with a dotted host ('example.com/shop' is taken as https://example.com/shop). */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || /\s/.test(text)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const website = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: INVALID_WEBSITE })
    .max(500, INVALID_WEBSITE)
    .transform((value, ctx) => {
      const normalized = normalizeWebsite(value);
      if (normalized !== null) return normalized;
      ctx.addIssue({ code: 'custom', message: INVALID_WEBSITE });
      return z.NEVER;
    })
    .optional(),
);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const subscriptionPrice = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PRICE_REQUIRED })
    .int(PRICE_REQUIRED)
    .min(1, PRICE_REQUIRED)
    .max(MAX_SUBSCRIPTION_PRICE_CENTS, `The monthly price can be at most ${MAX_SUBSCRIPTION_PRICE_CENTS} cents.`),
);

export const createChannelInput = z
  .object({
    name: requiredText(MAX_CHANNEL_NAME, CHANNEL_NAME_REQUIRED, 'Channel name'),
    description: requiredText(MAX_CHANNEL_DESCRIPTION, CHANNEL_DESCRIPTION_REQUIRED, 'Channel description'),
    categories: categoryList,
    hashtags: hashtagList,
    contactEmail,
    website,
    subscriptionType: z.preprocess(
      blankToUndefined,
      z.enum(['free', 'subscription'], { error: 'subscriptionType must be free or subscription.' }).default('free'),
    ),
    /** Read only for a subscription channel (a free one may send anything here, even "0"). */
    subscriptionPrice: z.unknown().optional(),
    /** Images the creator already uploaded (GraphQL, or a client that uploads first). */
    profileImageUrl: optionalText(500, 'profileImageUrl'),
    bannerImageUrl: optionalText(500, 'bannerImageUrl'),
  })
  .transform((input, ctx) => {
    if (input.subscriptionType === 'free') return { ...input, subscriptionPrice: null };
    const price = subscriptionPrice.safeParse(input.subscriptionPrice);
    if (!price.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionPrice'],
        message: price.error.issues[0]?.message ?? PRICE_REQUIRED,
      });
      return z.NEVER;
    }
    return { ...input, subscriptionPrice: price.data };
  });

export type CreateChannelInput = z.input<typeof createChannelInput>;

/** The channel's columns from a parsed create (or edit) input, images aside. */
export function channelDetails(input: z.output<typeof createChannelInput>) {
  return {
    name: input.name,
    description: input.description,
    categories: input.categories,
    hashtags: input.hashtags,
    contactEmail: input.contactEmail ?? null,
    website: input.website ?? null,
    subscriptionType: input.subscriptionType,
    subscriptionPrice: input.subscriptionPrice,
  };
}
