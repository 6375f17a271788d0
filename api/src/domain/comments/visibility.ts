/**
 * Which comments of a post the viewer sees: all but those of a member in a blocked pair with the viewer
 * (docs/people.md), and those moderation hides (moderation/visibility.ts). The post itself is the caller's to check (posts/visibility.ts).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql, notBlockedWithWhere } from '../blocks/rules.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { viewerParam } from '../visibility.js';

/** On the comment row aliased `cm`. */
export function commentShownSql(viewerId: string | null, cm: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT ${blockedPairSql(viewerParam(viewerId), Prisma.sql`${cm}."authorId"`)} AND ${moderationShownSql(viewerParam(viewerId), cm, 'authorId')}`;
}

/** The same for Prisma (no condition for a visitor, who blocks nobody). */
export function commentShownWhere(viewerId: string | null): Prisma.CommentWhereInput {
  const shown = moderationShownWhere(viewerId, 'authorId', 'author') as Prisma.CommentWhereInput;
  return viewerId ? { author: notBlockedWithWhere(viewerId), ...shown } : shown;
}
