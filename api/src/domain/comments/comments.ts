/**
 * Comments on a post: at most 500 characters, text or an image (one the member uploaded), oldest first.
 * Commenting on someone else's post notifies its author, and a comment notifies the members it mentions (an
 * edit: those it newly mentions). Only a comment's author edits (non-empty trimmed text) or deletes it.
 */
import { z } from 'zod';
import type { DbTx, Prisma } from '../../db/prisma.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput, forbidden, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications, placeOfPost } from '../notifications/notifications.js';
import { notifyMentioned } from '../mentions/notify.js';
import { usernamesToNotify } from '../mentions/parse.js';
import { findVisiblePost, isPostVisible, requireId } from '../posts/read.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { commentShownWhere } from './visibility.js';
import {
  memberIdOf,
  requireNewAccountMayComment,
  requireNewAccountNoLinks,
  type Member,
} from '../safety/new-accounts.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { usernameOf, type Viewer } from '../users/viewer.js';
import { parseInput } from '../validation.js';

export const MAX_COMMENT_LENGTH = 500;
export const MAX_COMMENTS_LISTED = 500;
export const COMMENT_TOO_LONG = `A comment can be at most ${MAX_COMMENT_LENGTH} characters.`;
export const COMMENT_NEEDS_CONTENT = 'A comment needs text or an image.';
export const COMMENT_EDIT_NEEDS_TEXT = 'A comment cannot be empty.';

const commentText = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: 'content must be text.' }).trim().max(MAX_COMMENT_LENGTH, COMMENT_TOO_LONG),
);

const addCommentInput = z.object({
  content: commentText,
  imageUrl: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(500).optional()),
});
const updateCommentInput = z.object({ content: commentText.refine((text) => text !== '', COMMENT_EDIT_NEEDS_TEXT) });

export type CommentWithAuthor = Awaited<ReturnType<typeof listComments>>[number];

/** A post's comments read as a conversation: oldest first. Which ones the viewer sees is ./visibility.ts. */
export const oldestCommentFirst: Prisma.CommentOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export async function listComments(db: DbTx, viewerId: string, rawPostId: unknown) {
  const post = await findVisiblePost(db, viewerId, rawPostId);
  return db.comment.findMany({
    where: { postId: post.id, ...commentShownWhere(viewerId) },
    orderBy: oldestCommentFirst,
    take: MAX_COMMENTS_LISTED,
    include: { author: true },
  });
}

function preview(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

interface CommentedPost {
  id: string;
  groupId: string | null;
  eventId: string | null;
  channelId: string | null;
}

/** The members a comment mentions, told in its transaction; muting the post's group, event or channel silences it. */
function notifyMentionedInComment(
  tx: DbTx,
  services: Services,
  comment: { id: string; authorId: string; content: string; author: { username: string } },
  post: CommentedPost,
  told: { previousText?: string; alreadyTold?: string[] } = {},
) {
  return notifyMentioned(tx, services, {
    writer: { id: comment.authorId, username: comment.author.username },
    text: comment.content,
    previousText: told.previousText,
    where: { kind: 'comment', id: comment.id },
    called: 'a comment',
    target: { type: 'post', id: post.id },
    about: placeOfPost(post),
    alreadyTold: told.alreadyTold,
  });
}

/**
 * Who comments: a member's id, or the signed-in viewer's row, which has what the new-account limits and the
 * notifications need (no statement to read them).
 */
export type Commenter = string | (Member & Pick<Viewer, 'username'>);

/** A comment as /api answers it: with its author's whole row. */
export async function addComment(services: Services, commenter: Commenter, rawPostId: unknown, raw: unknown) {
  const { comment } = await writeComment(services, commenter, rawPostId, raw);
  const author = await services.prisma.user.findUniqueOrThrow({ where: { id: comment.authorId } });
  return { ...comment, author };
}

/** The comment itself, and the post it is on (as the viewer may see it): GraphQL answers from both. */
export async function writeComment(services: Services, commenter: Commenter, rawPostId: unknown, raw: unknown) {
  const { prisma, config, events } = services;
  const viewerId = memberIdOf(commenter);
  const input = parseInput(addCommentInput, raw);
  requireAcceptableText('public', { content: input.content });
  const post = await findVisiblePost(prisma, viewerId, rawPostId);
  if (input.content === '' && !input.imageUrl) {
    throw badInput(COMMENT_NEEDS_CONTENT, [{ field: 'content', message: COMMENT_NEEDS_CONTENT }]);
  }
  await requireNewAccountMayComment(services, commenter, [input.content]);
  const imageUrl = input.imageUrl ? await requireOwnImageUrl(prisma, config.publicUrl, viewerId, input.imageUrl) : null;

  const { comment, notified } = await prisma.$transaction(async (tx) => {
    const comment = await tx.comment.create({
      data: { postId: post.id, authorId: viewerId, content: input.content, imageUrl },
    });
    const username = await usernameOf(tx, commenter);
    await refreshDadScores(tx, [viewerId]);
    const notified =
      post.authorId === viewerId
        ? []
        : await createNotifications(
            tx,
            [
              {
                userId: post.authorId,
                actorId: viewerId,
                type: 'comment',
                title: 'New comment',
                message: input.content
                  ? `@${username} commented on your post: "${preview(input.content)}"`
                  : `@${username} commented on your post with a photo.`,
                target: { type: 'post', id: post.id },
                about: placeOfPost(post),
              },
            ],
            services,
          );
    // The post's author, told of the comment already, is not told of a mention in it too.
    const mentioned = await notifyMentionedInComment(tx, services, { ...comment, author: { username } }, post, {
      alreadyTold: [post.authorId],
    });
    return { comment, notified: [...notified, ...mentioned] };
  });
  announceNotificationsChanged(events, notified);
  return { comment, post };
}

/** The comment, for its author; someone else's comment is 403, and one on a post the viewer cannot see 404. */
async function findOwnComment(db: DbTx, viewerId: string, rawCommentId: unknown, action: 'edit' | 'delete') {
  const id = requireId(rawCommentId, 'comment');
  const comment = await db.comment.findUnique({ where: { id } });
  if (!comment) throw notFound('Comment');
  if (comment.authorId !== viewerId) {
    if (!(await isPostVisible(db, viewerId, comment.postId))) throw notFound('Comment');
    throw forbidden(`Only the author can ${action} this comment.`);
  }
  return comment;
}

export async function updateComment(services: Services, viewerId: string, rawCommentId: unknown, raw: unknown) {
  const { prisma } = services;
  const comment = await findOwnComment(prisma, viewerId, rawCommentId, 'edit');
  const input = parseInput(updateCommentInput, raw);
  requireAcceptableText('public', { content: input.content });
  await requireNewAccountNoLinks(services, viewerId, [input.content]);
  const { updated, notified } = await prisma.$transaction(async (tx) => {
    const updated = await tx.comment.update({
      where: { id: comment.id },
      data: { content: input.content, isEdited: true },
      include: { author: true },
    });
    // The post is read only when the edit names someone new.
    if (usernamesToNotify(input.content, comment.content).length === 0) return { updated, notified: [] };
    const post = await tx.post.findUniqueOrThrow({
      where: { id: comment.postId },
      select: { id: true, groupId: true, eventId: true, channelId: true },
    });
    const notified = await notifyMentionedInComment(tx, services, updated, post, { previousText: comment.content });
    return { updated, notified };
  });
  announceNotificationsChanged(services.events, notified);
  return updated;
}

export async function deleteComment({ prisma }: Services, viewerId: string, rawCommentId: unknown) {
  const comment = await findOwnComment(prisma, viewerId, rawCommentId, 'delete');
  await prisma.$transaction(async (tx) => {
    await tx.comment.deleteMany({ where: { id: comment.id } });
    await refreshDadScores(tx, [comment.authorId]);
  });
  return comment;
}
