/**
 * Deleting one's account ("deletion on request", as the privacy policy promises), after confirming the password. One
 * transaction (the request's): the member's uploaded files that nothing left behind shows, conversations only
 * they were still in, then the User row, whose foreign keys remove or detach the rest (docs/people.md lists
 * what goes and what stays). Dad Scores of the members whose counts change are recomputed in it too, and the
 * places they held at full events go to the first waiting members (domain/events/attendance.ts).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { announceEventChanged, lockEventsFreedBy, promoteWaiting } from '../events/attendance.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import type { RequestMeta, Services } from '../services.js';
import { announceAccessChanged } from '../sessions/sessions.js';
import { UPLOAD_URL_PREFIX } from '../uploads/store.js';
import { parseInput } from '../validation.js';
import { confirmPassword } from './confirm-password.js';
import { PASSWORD_MAX_LENGTH } from './passwords.js';

export const WRONG_PASSWORD = 'Password is incorrect.';
export const PASSWORD_REQUIRED = 'Enter your password to delete your account.';

const deleteAccountInput = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH, WRONG_PASSWORD),
});

/**
 * Members whose Dad Score counts lose something: the other side of accepted connections, authors of posts the
 * member fist-bumped, authors of posts and comments that go with the member's posts, events and channels,
 * attendees of the member's events, and the referrer who was rewarded for them.
 */
async function membersAffected(db: DbTx, me: Prisma.Sql): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH gone_posts AS (
      SELECT p.id, p."authorId" FROM "Post" p
      WHERE p."authorId" = ${me}
         OR p."eventId" IN (SELECT id FROM "Event" WHERE "creatorId" = ${me})
         OR p."channelId" IN (SELECT id FROM "Channel" WHERE "creatorId" = ${me}))
    SELECT DISTINCT t.id::text AS id FROM (
      SELECT "authorId" AS id FROM gone_posts
      UNION SELECT c."authorId" FROM "Comment" c WHERE c."postId" IN (SELECT id FROM gone_posts)
      UNION SELECT p."authorId" FROM "FistBump" f JOIN "Post" p ON p.id = f."postId" WHERE f."userId" = ${me}
      UNION SELECT "receiverId" FROM "Connection" WHERE "requesterId" = ${me} AND status = 'accepted'
      UNION SELECT "requesterId" FROM "Connection" WHERE "receiverId" = ${me} AND status = 'accepted'
      UNION SELECT a."userId" FROM "EventAttendee" a JOIN "Event" e ON e.id = a."eventId" WHERE e."creatorId" = ${me}
      UNION SELECT "referredById" FROM "User" WHERE id = ${me} AND "referralRewardedAt" IS NOT NULL
    ) t
    WHERE t.id IS NOT NULL AND t.id <> ${me}`;
  return rows.map((row) => row.id);
}

/**
 * The member's uploads, except what stays visible to others: attachments of conversations someone else is
 * still in (their history keeps its files, as it keeps the messages) and images of groups, which outlive
 * their creator.
 */
async function deleteOwnUploads(db: DbTx, me: Prisma.Sql): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "Upload" u
    WHERE u."ownerId" = ${me}
      AND NOT (u."conversationId" IS NOT NULL AND EXISTS (
        SELECT 1 FROM "ConversationParticipant" cp WHERE cp."conversationId" = u."conversationId" AND cp."userId" <> ${me}))
      AND NOT EXISTS (
        SELECT 1 FROM "Group" g WHERE g."imageUrl" = ${UPLOAD_URL_PREFIX}::text || u.key OR g."bannerUrl" = ${UPLOAD_URL_PREFIX}::text || u.key)`;
}

/** Conversations nobody else is in any more: nobody could read them again. */
async function deleteAbandonedConversations(db: DbTx, me: Prisma.Sql): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "Conversation" c
    WHERE c.id IN (SELECT "conversationId" FROM "ConversationParticipant" WHERE "userId" = ${me})
      AND NOT EXISTS (SELECT 1 FROM "ConversationParticipant" cp WHERE cp."conversationId" = c.id AND cp."userId" <> ${me})`;
}

export async function deleteAccount(
  services: Services,
  userId: string,
  raw: unknown,
  meta: RequestMeta,
): Promise<void> {
  const { password } = parseInput(deleteAccountInput, raw);
  await confirmPassword(services, userId, password, meta, { field: 'password', message: WRONG_PASSWORD });
  const now = new Date();
  const { freed, notified } = await services.prisma.$transaction(async (tx) => {
    const me = Prisma.sql`${userId}::uuid`;
    const affected = await membersAffected(tx, me);
    // The places they held at full events go to the first waiting members, as when an attendee leaves.
    const freed = await lockEventsFreedBy(tx, userId, now);
    // Uploads first: once the member is gone, their uploads' owner is null and they cannot be told apart.
    await deleteOwnUploads(tx, me);
    await deleteAbandonedConversations(tx, me);
    // What they caused in others' lists names them ('@username wants to connect'): it goes with them.
    await tx.notification.deleteMany({ where: { actorId: userId } });
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
    await refreshDadScores(tx, affected);
    const notified: MemberUnreadCount[] = [];
    for (const event of freed) notified.push(...(await promoteWaiting(tx, event, now, services)).notified);
    return { freed, notified };
  });
  announceNotificationsChanged(services.events, notified);
  for (const event of freed) announceEventChanged(services.events, event.id);
  // Their sessions and tokens went with the User row: their open sockets close.
  announceAccessChanged(services.events, userId);
}
