/**
 * An event's discussion (GET /api/events/:id/posts, Event.posts): its posts, newest first, paged like the
 * Dadfeed. For the host and the members attending; anyone else who sees the event gets 403 (404 when they may
 * not see it at all). Blocked authors stay out (post visibility).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { dadfeedInput } from '../feed/dadfeed.js';
import { postFeedPage, type FeedPage, type FeedPageRequest } from '../feed/page.js';
import { postVisible } from '../posts/visibility.js';
import { parseInput } from '../validation.js';
import { requireEventContent } from './policy.js';

export const eventPostsInput = dadfeedInput.pick({ cursor: true, limit: true });

export async function eventPostsPage(
  db: DbTx,
  viewerId: string,
  rawEventId: unknown,
  raw: { limit?: unknown; cursor?: unknown },
): Promise<FeedPage> {
  const input = parseInput(eventPostsInput, raw);
  const { event } = await requireEventContent(db, viewerId, rawEventId);
  return eventPostsOf(db, viewerId, event.id, input);
}

/** The page, once the viewer may read the discussion. */
export function eventPostsOf(db: DbTx, viewerId: string, eventId: string, input: FeedPageRequest) {
  const p = Prisma.raw('p');
  return postFeedPage(db, viewerId, [Prisma.sql`${p}."eventId" = ${eventId}::uuid`, postVisible(viewerId, p)], input);
}
