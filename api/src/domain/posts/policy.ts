/**
 * Who may change a post: only its author edits it; its author deletes it, and so do the managers of the group
 * it was posted in (creator, admin, or a moderator given canEditGroup). Both adapters ask
 * these, and the GraphQL `viewerCanEdit` / `viewerCanDelete` fields show the answers to the owner menu.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type Post } from '../../generated/prisma/client.js';
import { forbidden } from '../errors.js';
import { viewerParam } from '../visibility.js';

type PostOwnership = Pick<Post, 'authorId' | 'groupId'>;

export function canEditPost(viewerId: string, post: PostOwnership): boolean {
  return post.authorId === viewerId;
}

/**
 * "The viewer manages the group `groupId`" (its creator, an admin, or a moderator given canEditGroup) as an SQL
 * condition: the rule lives here once, and the feeds read it in their page query (details.ts) instead of
 * asking per post.
 */
export function managesGroupSql(viewerId: string, groupId: Prisma.Sql): Prisma.Sql {
  const viewer = viewerParam(viewerId);
  return Prisma.sql`EXISTS (SELECT 1 FROM "Group" mg WHERE mg.id = ${groupId} AND (mg."creatorId" = ${viewer}
    OR EXISTS (SELECT 1 FROM "GroupMember" mm WHERE mm."groupId" = mg.id AND mm."userId" = ${viewer}
      AND (mm.role IN ('creator', 'admin') OR mm."canEditGroup"))))`;
}

/** A post whose details were read (details.ts) answers from them; otherwise one statement asks. */
export async function canDeletePost(
  db: DbTx,
  viewerId: string,
  post: PostOwnership & { viewerManagesGroup?: boolean },
): Promise<boolean> {
  if (post.authorId === viewerId) return true;
  if (!post.groupId) return false;
  if (post.viewerManagesGroup !== undefined) return post.viewerManagesGroup;
  const [row] = await db.$queryRaw<{ manages: boolean }[]>(
    Prisma.sql`SELECT ${managesGroupSql(viewerId, Prisma.sql`${post.groupId}::uuid`)} AS manages`,
  );
  return row?.manages === true;
}

export function requireCanEditPost(viewerId: string, post: PostOwnership): void {
  if (!canEditPost(viewerId, post)) throw forbidden('Only the author can edit this post.');
}

export async function requireCanDeletePost(db: DbTx, viewerId: string, post: PostOwnership): Promise<void> {
  if (!(await canDeletePost(db, viewerId, post))) throw forbidden('Only the author can delete this post.');
}
