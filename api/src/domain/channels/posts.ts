/**
 * A channel's posts (the channel page; GET /api/channels/:id/posts, Channel.posts): newest first, paged like the
 * Dadfeed from the `Post (channelId, createdAt desc, id desc)` index. Whoever may see the channel reads them
 * (404 for anyone else); blocked authors stay out (post visibility).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { dadfeedInput } from '../feed/dadfeed.js';
import { postFeedPage, type FeedPage, type FeedPageRequest } from '../feed/page.js';
import { requireId } from '../posts/read.js';
import { postVisible } from '../posts/visibility.js';
import { parseInput } from '../validation.js';
import { isChannelVisible } from './read.js';

export const channelPostsInput = dadfeedInput.pick({ cursor: true, limit: true });

export async function channelPostsPage(
  db: DbTx,
  viewerId: string,
  rawChannelId: unknown,
  raw: { limit?: unknown; cursor?: unknown },
): Promise<FeedPage> {
  const input = parseInput(channelPostsInput, raw);
  const channelId = requireId(rawChannelId, 'channel');
  if (!(await isChannelVisible(db, viewerId, channelId))) throw notFound('Channel');
  return channelPostsOf(db, viewerId, channelId, input);
}

/** The page, once the viewer may see the channel. */
export function channelPostsOf(db: DbTx, viewerId: string, channelId: string, input: FeedPageRequest) {
  const p = Prisma.raw('p');
  return postFeedPage(
    db,
    viewerId,
    [Prisma.sql`${p}."channelId" = ${channelId}::uuid`, postVisible(viewerId, p)],
    input,
  );
}
