/**
 * Fist bumps ("like" only in /api's paths and fields): one per member per post; a second one is a 409 whose
 * message says "already fistbumped" (the web app shows its own toast for it). Bumping someone else's post
 * notifies them.
 */
import { z } from 'zod';
import type { DbTx, Prisma } from '../../db/prisma.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { announceNotificationsChanged, createNotifications, placeOfPost } from '../notifications/notifications.js';
import { conflict } from '../errors.js';
import { findVisiblePost } from '../posts/read.js';
import type { Services } from '../services.js';
import { usernameOf, type Viewer } from '../users/viewer.js';
import { memberIdOf } from '../safety/new-accounts.js';
import { parseInput } from '../validation.js';

export const ALREADY_FISTBUMPED = 'You already fistbumped this post.';
export const DEFAULT_FIST_BUMP_LIST = 100;
export const MAX_FIST_BUMP_LIST = 500;

export interface FistBumpState {
  postId: string;
  fistBumpCount: number;
  viewerHasFistBumped: boolean;
}

function state(db: DbTx, postId: string, viewerHasFistBumped: boolean): Promise<FistBumpState> {
  return db.fistBump
    .count({ where: { postId } })
    .then((fistBumpCount) => ({ postId, fistBumpCount, viewerHasFistBumped }));
}

/** Who fist bumps: a member's id, or their id and username (the signed-in viewer has both: no statement to read). */
export type Bumper = string | Pick<Viewer, 'id' | 'username'>;

/**
 * The fist bump itself: returns the post (as the viewer may see it, read before the write). GraphQL answers with
 * the post's card; /api with the count (fistBumpPost).
 */
export async function recordFistBump({ prisma, events, jobs, config }: Services, bumper: Bumper, rawPostId: unknown) {
  const viewerId = memberIdOf(bumper);
  const post = await findVisiblePost(prisma, viewerId, rawPostId);
  const notified = await prisma.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a second bump (or two at once) inserts nothing instead of failing the transaction.
    const { count } = await tx.fistBump.createMany({
      data: [{ postId: post.id, userId: viewerId }],
      skipDuplicates: true,
    });
    if (count === 0) throw conflict(ALREADY_FISTBUMPED);
    // A member's own bump counts for nothing, in the Dad Score as in notifications.
    if (post.authorId === viewerId) return [];
    await refreshDadScores(tx, [post.authorId]);
    const username = await usernameOf(tx, bumper);
    return createNotifications(
      tx,
      [
        {
          userId: post.authorId,
          actorId: viewerId,
          // The stored notification type keeps the public name (GraphQL's NotificationType and /api share it).
          type: 'like',
          title: 'New fist bump',
          message: `@${username} fist bumped your post.`,
          target: { type: 'post', id: post.id },
          about: placeOfPost(post),
        },
      ],
      { jobs, config },
    );
  });
  announceNotificationsChanged(events, notified);
  return post;
}

export async function fistBumpPost(services: Services, bumper: Bumper, rawPostId: unknown): Promise<FistBumpState> {
  const post = await recordFistBump(services, bumper, rawPostId);
  return state(services.prisma, post.id, true);
}

/** Idempotent: removing a fist bump that is not there changes nothing. Returns the post, as recordFistBump does. */
export async function withdrawFistBump({ prisma }: Services, viewerId: string, rawPostId: unknown) {
  const post = await findVisiblePost(prisma, viewerId, rawPostId);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.fistBump.deleteMany({ where: { postId: post.id, userId: viewerId } });
    if (count > 0 && post.authorId !== viewerId) await refreshDadScores(tx, [post.authorId]);
  });
  return post;
}

export async function removeFistBump(services: Services, viewerId: string, rawPostId: unknown): Promise<FistBumpState> {
  const post = await withdrawFistBump(services, viewerId, rawPostId);
  return state(services.prisma, post.id, false);
}

const badLimit = `limit must be a whole number from 1 to ${MAX_FIST_BUMP_LIST}.`;
const listInput = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_FIST_BUMP_LIST : v),
    z.coerce.number({ error: badLimit }).int(badLimit).min(1, badLimit).max(MAX_FIST_BUMP_LIST, badLimit),
  ),
});

export const newestFistBumpFirst: Prisma.FistBumpOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { userId: 'asc' },
];

/** The order and length of the list of who fist bumped a post, for both adapters (the default when no limit). */
export const fistBumpList = (limit?: number | null) => ({
  orderBy: newestFistBumpFirst,
  take: limit ?? DEFAULT_FIST_BUMP_LIST,
});

/** Who fist bumped a post, newest first (the list in the open comments panel). */
export async function listFistBumps(db: DbTx, viewerId: string, rawPostId: unknown, rawLimit?: unknown) {
  const { limit } = parseInput(listInput, { limit: rawLimit });
  const post = await findVisiblePost(db, viewerId, rawPostId);
  return db.fistBump.findMany({ where: { postId: post.id }, ...fistBumpList(limit), include: { user: true } });
}
