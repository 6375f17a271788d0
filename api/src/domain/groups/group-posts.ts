/**
 * A group's own posts (the detail page's Group Activity; GET /api/groups/:id/posts, Group.posts): newest first,
 * paged like the Dadfeed. Public groups' posts are everyone's to read; a private group's only its members'
 * (404 for anyone else). Posts tied to an event the viewer may not see, and blocked authors, stay out.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { dadfeedInput } from '../feed/dadfeed.js';
import { postFeedPage, type FeedPage, type FeedPageRequest } from '../feed/page.js';
import { postVisible } from '../posts/visibility.js';
import { parseInput } from '../validation.js';
import { requireGroupContent } from './policy.js';

export const groupPostsInput = dadfeedInput.pick({ cursor: true, limit: true });

export async function groupPostsPage(
  db: DbTx,
  viewerId: string,
  rawGroupId: unknown,
  raw: { limit?: unknown; cursor?: unknown },
): Promise<FeedPage> {
  const input = parseInput(groupPostsInput, raw);
  const { group } = await requireGroupContent(db, viewerId, rawGroupId);
  return groupPostsOf(db, viewerId, group.id, input);
}

/** The page, once the viewer may read the group's content. */
export function groupPostsOf(db: DbTx, viewerId: string, groupId: string, input: FeedPageRequest) {
  const p = Prisma.raw('p');
  return postFeedPage(db, viewerId, [Prisma.sql`${p}."groupId" = ${groupId}::uuid`, postVisible(viewerId, p)], input);
}
