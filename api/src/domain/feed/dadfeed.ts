/**
 * The Dadfeed: every member's personal posts, the group posts their authors shared to their personal feed
 * (when the viewer may see the group) and the posts of the channels the viewer follows or created; newest
 * first, optionally filtered by category or by one hashtag (a post's tags link to that); without political posts for a member who filters them
 * (posts/politics.ts); never a blocked pair's posts. A page is one statement: the posts with all their details
 * and their authors' cards (details.ts).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { FeedCategory, Prisma } from '../../generated/prisma/client.js';
import { dadfeedChannelIdsSql } from '../channels/visibility.js';
import { categoryMatchSql } from '../posts/categories.js';
import { politicsFilterSql } from '../posts/politics.js';
import { MAX_HASHTAG_LENGTH } from '../posts/rules.js';
import { postVisible } from '../posts/visibility.js';
import { parseInput } from '../validation.js';
import { postFeedPage, type FeedPage, type NodeRows } from './page.js';

export const DEFAULT_FEED_PAGE_SIZE = 20;
export const MAX_FEED_PAGE_SIZE = 50;

const badLimit = `limit must be a whole number from 1 to ${MAX_FEED_PAGE_SIZE}.`;
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const dadfeedInput = z.object({
  cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  limit: z.preprocess(
    (value) => blankToUndefined(value) ?? DEFAULT_FEED_PAGE_SIZE,
    z.coerce.number({ error: badLimit }).int(badLimit).min(1, badLimit).max(MAX_FEED_PAGE_SIZE, badLimit),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(FeedCategory, { error: `category must be one of: ${Object.values(FeedCategory).join(', ')}.` }).optional(),
  ),
  // A hashtag as members see it ('#Grilling') or as it is stored ('grilling'): a post's tag links here.
  hashtag: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? blankToUndefined(value.replace(/^#+/, '').trim().toLowerCase())
        : blankToUndefined(value),
    z
      .string({ error: 'hashtag must be text.' })
      .max(MAX_HASHTAG_LENGTH, `A hashtag has at most ${MAX_HASHTAG_LENGTH} characters.`)
      .optional(),
  ),
});
export type DadfeedInput = z.input<typeof dadfeedInput>;

/**
 * Posts that belong on the Dadfeed, on the row aliased `p`, for the viewer. A channel post only for the channel's
 * followers and creator: everyone else meets it on the channel's page.
 */
export function onDadfeedSql(viewerId: string, p: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${p}."eventId" IS NULL
    AND (${p}."groupId" IS NULL OR ${p}."shareToPersonalFeed")
    AND (${p}."channelId" IS NULL OR ${p}."channelId" IN (${dadfeedChannelIdsSql(viewerId)}))
    AND ${postVisible(viewerId, p)}`;
}

/** The Dadfeed page's conditions on the post row aliased `p` (the benchmark EXPLAINs the same). */
export function dadfeedConditions(viewerId: string, category?: FeedCategory, hashtag?: string): Prisma.Sql[] {
  const p = Prisma.raw('p');
  const conditions = [onDadfeedSql(viewerId, p), politicsFilterSql(viewerId, p)];
  if (category) conditions.push(categoryMatchSql(category, p));
  if (hashtag) conditions.push(Prisma.sql`${hashtag} = ANY(${p}.hashtags)`);
  return conditions;
}

/** `nodeRows`: the page's authors, groups or channels to read whole too (page.ts). */
export async function dadfeedPage(
  db: DbTx,
  viewerId: string,
  raw: DadfeedInput,
  nodeRows: NodeRows = {},
): Promise<FeedPage> {
  const input = parseInput(dadfeedInput, raw);
  return postFeedPage(db, viewerId, dadfeedConditions(viewerId, input.category, input.hashtag), {
    ...input,
    nodeRows,
  });
}
