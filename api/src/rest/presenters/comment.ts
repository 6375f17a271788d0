/**
 * A comment as /api returns it (id, content, imageUrl, authorId, author, createdAt, isEdited).
 */
import type { Comment, User } from '../../generated/prisma/client.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentMember } from './content.js';

export async function presentComment(relationships: RelationshipLoader, comment: Comment & { author: User }) {
  return {
    id: comment.id,
    postId: comment.postId,
    content: comment.content,
    imageUrl: comment.imageUrl,
    authorId: comment.authorId,
    author: await presentMember(relationships, comment.author),
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    isEdited: comment.isEdited,
  };
}
