/**
 * The Groupfeed: posts from every group the viewer belongs to (or one of them, for a chip), newest first,
 * paged by cursor exactly like the Dadfeed (domain/feed: same cursor, limits and post details). Only members
 * read a group's posts here, so a private group's posts never leak; asking for a group one does not belong to
 * is refused, whether or not it exists (no probing for private groups).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { forbidden } from '../errors.js';
import { dadfeedInput } from '../feed/dadfeed.js';
import { postFeedPage, type FeedPage, type NodeRows } from '../feed/page.js';
import { politicsFilterSql } from '../posts/politics.js';
import { postVisible } from '../posts/visibility.js';
import { parseInput } from '../validation.js';
import { viewerParam } from '../visibility.js';

export const NOT_A_MEMBER = 'You are not a member of that group.';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const groupfeedInput = dadfeedInput.omit({ category: true }).extend({
  groupId: z.preprocess(blankToUndefined, z.uuid({ error: 'That group id is not valid.' }).optional()),
});
export type GroupfeedInput = z.input<typeof groupfeedInput>;

/** Refuses (403) a group the viewer is not a member of; a former member is no longer one. */
export async function requireGroupMember(db: DbTx, viewerId: string, groupId: string): Promise<void> {
  const membership = await db.groupMember.findUnique({ where: { groupId_userId: { groupId, userId: viewerId } } });
  if (!membership) throw forbidden(NOT_A_MEMBER);
}

/**
 * The Groupfeed's conditions on the post row aliased `p`, for the viewer: the posts of his groups, or of the one
 * given (the page and the live "new posts" share them, domain/feed/live.ts).
 */
export function groupfeedConditions(viewerId: string, groupId?: string): Prisma.Sql[] {
  const p = Prisma.raw('p');
  return [
    groupId
      ? Prisma.sql`${p}."groupId" = ${groupId}::uuid`
      : Prisma.sql`${p}."groupId" IN (SELECT gm."groupId" FROM "GroupMember" gm WHERE gm."userId" = ${viewerParam(viewerId)})`,
    // Membership already makes the group visible; this also keeps out a post tied to an event or channel the
    // viewer may not see.
    postVisible(viewerId, p),
    politicsFilterSql(viewerId, p),
  ];
}

/**
 * One page of the viewer's Groupfeed: the posts with their card details and authors, and the next cursor.
 * `nodeRows`: the page's authors, groups or channels to read whole too (feed/page.ts).
 */
export async function groupfeedPage(
  db: DbTx,
  viewerId: string,
  raw: GroupfeedInput,
  nodeRows: NodeRows = {},
): Promise<FeedPage> {
  const input = parseInput(groupfeedInput, raw);
  if (input.groupId) await requireGroupMember(db, viewerId, input.groupId);
  return postFeedPage(db, viewerId, groupfeedConditions(viewerId, input.groupId), { ...input, nodeRows });
}
