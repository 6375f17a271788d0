/**
 * Muting, or following everything in, one group, event, channel, question or conversation (docs/notifications.md).
 * Muted: no notification about it reaches the member, in the app or outside. Following: each new post in the
 * group, channel or event discussion, and each new answer to the question, notifies them (category
 * `following`). A member may only mute or follow what they may read; a conversation can be muted, not followed
 * (every message already counts).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { NotificationFollowLevel, NotificationTarget, Prisma } from '../../generated/prisma/client.js';
import { findVisibleChannel } from '../channels/read.js';
import { badInput } from '../errors.js';
import { requireEventContent } from '../events/policy.js';
import { requireGroupContent } from '../groups/policy.js';
import { requireParticipant } from '../messaging/read.js';
import { pageOf, pageStart } from '../paging.js';
import { findQuestion } from '../questions/read.js';
import { parseInput } from '../validation.js';

export const FOLLOWABLE = [
  'group',
  'event',
  'channel',
  'question',
  'conversation',
] as const satisfies readonly NotificationTarget[];
export type Followable = (typeof FOLLOWABLE)[number];

const followInput = z.object({
  targetType: z.enum(FOLLOWABLE, { message: `targetType must be one of ${FOLLOWABLE.join(', ')}` }),
  targetId: z.string({ message: 'targetId is required' }),
  level: z.enum(['muted', 'following'], { message: 'level must be muted, following or null' }).nullable(),
});

/** 404 unless the member may read it (so nothing can be probed through a mute). */
async function requireReadable(db: DbTx, userId: string, type: Followable, rawId: string): Promise<string> {
  switch (type) {
    case 'group':
      return (await requireGroupContent(db, userId, rawId)).group.id;
    case 'event':
      return (await requireEventContent(db, userId, rawId)).event.id;
    case 'channel':
      return (await findVisibleChannel(db, userId, rawId)).id;
    case 'question':
      return (await findQuestion(db, userId, rawId)).id;
    case 'conversation':
      return (await requireParticipant(db, userId, rawId)).conversationId;
  }
}

const targetInput = followInput.pick({ targetType: true, targetId: true });

/** The member's level on one thing they may read (null: neither); 404 when they may not. */
export async function readNotificationFollow(
  db: DbTx,
  userId: string,
  raw: unknown,
): Promise<{ targetType: Followable; targetId: string; level: NotificationFollowLevel | null }> {
  const input = parseInput(targetInput, raw);
  const targetId = await requireReadable(db, userId, input.targetType, input.targetId);
  const row = await db.notificationSubscription.findUnique({
    where: { userId_targetType_targetId: { userId, targetType: input.targetType, targetId } },
    select: { level: true },
  });
  return { targetType: input.targetType, targetId, level: row?.level ?? null };
}

/** Sets (or with `level: null` clears) the member's level for one thing; answers the level now. */
export async function setNotificationFollow(
  db: DbTx,
  userId: string,
  raw: unknown,
): Promise<{ targetType: Followable; targetId: string; level: NotificationFollowLevel | null }> {
  const input = parseInput(followInput, raw);
  if (input.targetType === 'conversation' && input.level === 'following') {
    const message = 'Every message of a conversation already notifies you: it can be muted, not followed.';
    throw badInput(message, [{ field: 'level', message }]);
  }
  const targetId = await requireReadable(db, userId, input.targetType, input.targetId);
  const key = { userId, targetType: input.targetType, targetId };
  if (input.level === null) {
    await db.notificationSubscription.deleteMany({ where: key });
  } else {
    await db.notificationSubscription.upsert({
      where: { userId_targetType_targetId: key },
      create: { ...key, level: input.level },
      update: { level: input.level },
    });
  }
  return { targetType: input.targetType, targetId, level: input.level };
}

/** The member's mutes and follows, newest first (the settings screen's list). */
export const notificationFollowsWhere = (userId: string): Prisma.NotificationSubscriptionWhereInput => ({ userId });
export const newestFollowFirst: Prisma.NotificationSubscriptionOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { targetId: 'desc' },
];

/** A page of them: `limit` (50 by default, at most 100) after the cursor of the page before. */
export async function listNotificationFollows(
  db: DbTx,
  userId: string,
  query: { limit?: unknown; cursor?: string | undefined } = {},
) {
  const { size, after } = pageStart(query, 50, 100);
  const rows = await db.notificationSubscription.findMany({
    where: {
      ...notificationFollowsWhere(userId),
      ...(after
        ? {
            OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, targetId: { lt: after.id } }],
          }
        : {}),
    },
    orderBy: newestFollowFirst,
    take: size + 1,
  });
  return pageOf(rows, size, (row) => ({ createdAt: row.createdAt, id: row.targetId }));
}
