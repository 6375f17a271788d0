/**
 * Who may change a post: only its author edits it; its author deletes it, and so do the managers of the group
 * it was posted in (creator, admin, or a moderator given canEditGroup: part 2 section 6). Both adapters ask
 * these, and the GraphQL `viewerCanEdit` / `viewerCanDelete` fields show the answers to the owner menu.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Post } from '../../generated/prisma/client.js';
import { forbidden } from '../errors.js';

type PostOwnership = Pick<Post, 'authorId' | 'groupId'>;

export function canEditPost(viewerId: string, post: PostOwnership): boolean {
  return post.authorId === viewerId;
}

export async function canDeletePost(db: DbTx, viewerId: string, post: PostOwnership): Promise<boolean> {
  if (post.authorId === viewerId) return true;
  if (!post.groupId) return false;
  const group = await db.group.findUnique({
    where: { id: post.groupId },
    select: { creatorId: true, members: { where: { userId: viewerId }, select: { role: true, canEditGroup: true } } },
  });
  const membership = group?.members[0];
  return (
    group?.creatorId === viewerId ||
    membership?.role === 'creator' ||
    membership?.role === 'admin' ||
    membership?.canEditGroup === true
  );
}

export function requireCanEditPost(viewerId: string, post: PostOwnership): void {
  if (!canEditPost(viewerId, post)) throw forbidden('Only the author can edit this post.');
}

export async function requireCanDeletePost(db: DbTx, viewerId: string, post: PostOwnership): Promise<void> {
  if (!(await canDeletePost(db, viewerId, post))) throw forbidden('Only the author can delete this post.');
}
