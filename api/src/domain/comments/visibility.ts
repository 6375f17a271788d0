/**
 * Which comments of a post the viewer sees: all but those of a member in a blocked pair with the viewer
 * (docs/people.md), and those moderation hides (moderation/visibility.ts). The post itself is the caller's to check (posts/visibility.ts).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql, notBlockedWithWhere } from '../blocks/rules.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { postVisible } from '../posts/visibility.js';
import { alias, viewerParam, type ViewerRef, type VisibilityCondition } from '../visibility.js';

/** On the comment row aliased `cm`. */
export function commentShownSql(viewerId: ViewerRef, cm: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT ${blockedPairSql(viewerParam(viewerId), Prisma.sql`${cm}."authorId"`)} AND ${moderationShownSql(viewerParam(viewerId), cm, 'authorId')}`;
}

/** The comment on its own: shown, and seen with its post (an upload in it, a mention in it). */
export const commentVisible: VisibilityCondition = (viewerId, c) => {
  const p = alias('comment_post');
  return Prisma.sql`(${commentShownSql(viewerId, c)} AND EXISTS (
    SELECT 1 FROM "Post" ${p} WHERE ${p}.id = ${c}."postId" AND ${postVisible(viewerId, p)}))`;
};

/** The same for Prisma (no condition for a visitor, who blocks nobody). */
export function commentShownWhere(viewerId: string | null): Prisma.CommentWhereInput {
  const shown = moderationShownWhere(viewerId, 'authorId', 'author') as Prisma.CommentWhereInput;
  return viewerId ? { author: notBlockedWithWhere(viewerId), ...shown } : shown;
}
