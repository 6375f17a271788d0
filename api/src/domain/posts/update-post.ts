/**
 * Editing and deleting a post (owner menu). An edit may change the text, and keep, remove or replace the
 * image; the type and categories follow the new text. Only the author edits; the author or the group's
 * managers delete (policy.ts). Members an edit newly mentions are notified (notify-post.ts).
 */
import { z } from 'zod';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput } from '../errors.js';
import { announceEventChanged } from '../events/attendance.js';
import { announceGroupChanged } from '../groups/live.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { requireNewAccountNoLinks } from '../safety/new-accounts.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { deriveCategories } from './categories.js';
import { notifyOfPostEdit } from './notify-post.js';
import { requireCanDeletePost, requireCanEditPost } from './policy.js';
import { findVisiblePost } from './read.js';
import { hashtagList, POST_NEEDS_CONTENT, postText, postTypeOf } from './rules.js';
import { requireOwnImageUrl } from './uploaded-image.js';

const updatePostInput = z.object({
  /** Absent: unchanged. */
  content: postText.optional(),
  /** Absent (undefined): keep; null or '': remove; the same URL: keep; another: an image the author uploaded. */
  imageUrl: z.string().max(500).nullable().optional(),
  /** Absent: unchanged (the web app's edit form appends the hashtags to the text instead). */
  hashtags: hashtagList.optional(),
});

export type UpdatePostInput = z.input<typeof updatePostInput>;

export async function updatePost(services: Services, viewerId: string, postId: unknown, raw: unknown): Promise<string> {
  const { prisma, config } = services;
  const post = await findVisiblePost(prisma, viewerId, postId);
  requireCanEditPost(viewerId, post);
  const input = parseInput(updatePostInput, raw);
  // The fields the edit sends; those left out are unchanged and not checked again.
  const texts = { content: input.content, hashtags: input.hashtags };
  requireAcceptableText('public', texts);
  await requireNewAccountNoLinks(services, viewerId, Object.values(texts));

  const content = input.content ?? post.content;
  const hashtags = input.hashtags ?? post.hashtags;
  let imageUrl = post.imageUrl;
  if (input.imageUrl === null || input.imageUrl === '') imageUrl = null;
  else if (input.imageUrl !== undefined && input.imageUrl !== post.imageUrl) {
    imageUrl = await requireOwnImageUrl(prisma, config.publicUrl, viewerId, input.imageUrl);
  }
  if (content === '' && !imageUrl)
    throw badInput(POST_NEEDS_CONTENT, [{ field: 'content', message: POST_NEEDS_CONTENT }]);

  const notified = await prisma.$transaction(async (tx) => {
    await tx.post.update({
      where: { id: post.id },
      data: {
        content,
        imageUrl,
        hashtags,
        type: postTypeOf(content, hashtags),
        categories: deriveCategories(content, hashtags),
        isEdited: true,
      },
    });
    return notifyOfPostEdit(tx, services, { ...post, content }, post.content);
  });
  announceNotificationsChanged(services.events, notified);
  return post.id;
}

export async function deletePost(services: Services, viewerId: string, postId: unknown): Promise<string> {
  const post = await findVisiblePost(services.prisma, viewerId, postId);
  await requireCanDeletePost(services.prisma, viewerId, post);
  await services.prisma.$transaction(async (tx) => {
    // Its poll, votes, fist bumps and comments go with it (ON DELETE CASCADE): the author's score changes, and so
    // do those of the members who commented on it.
    const commenters = await tx.comment.findMany({
      where: { postId: post.id },
      select: { authorId: true },
      distinct: ['authorId'],
    });
    await tx.post.deleteMany({ where: { id: post.id } });
    await refreshDadScores(tx, [post.authorId, ...commenters.map((c) => c.authorId)]);
  });
  if (post.eventId) announceEventChanged(services.events, post.eventId);
  if (post.groupId) announceGroupChanged(services.events, post.groupId);
  return post.id;
}
