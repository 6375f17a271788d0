/**
 * Deleting an event (DELETE /api/events/:id, deleteEvent): the host only. Its attendees, waiting members and
 * pending invitees are told first ("Event cancelled", one INSERT ... SELECT), and the invitations' notifications
 * are marked read (nothing left to answer); its attendance, invitations, photos and discussion go with it
 * (cascades), and the Dad Scores that counted them are refreshed.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { announceNotificationsChanged, notifyMembers } from '../notifications/notifications.js';
import { latestCounts, settleNotificationsAbout } from '../notifications/settle.js';
import type { Services } from '../services.js';
import { announceEventChanged, lockVisibleEvent } from './attendance.js';
import { requireEventHost } from './policy.js';

export const EVENT_CANCELLED_TITLE = 'Event cancelled';
export const eventCancelledMessage = (title: string) => `"${title}" was cancelled by its host.`;

/** Deletes the event; returns its id. */
export async function deleteEvent(
  services: Services,
  viewerId: string,
  rawEventId: unknown,
  now = new Date(),
): Promise<string> {
  const { prisma, events } = services;
  const { event } = await requireEventHost(prisma, viewerId, rawEventId);
  const notified = await prisma.$transaction(async (tx) => {
    await lockVisibleEvent(tx, viewerId, event.id);
    // An invitation to a cancelled event is no longer one to answer: "Event cancelled" is the news now.
    const settled = await settleNotificationsAbout(tx, {
      type: 'event_invitation',
      targetType: 'event',
      targetId: event.id,
    });
    const recipients = Prisma.sql`
      SELECT "userId" AS id FROM "EventAttendee" WHERE "eventId" = ${event.id}::uuid
      UNION SELECT "inviteeId" FROM "EventInvitation" WHERE "eventId" = ${event.id}::uuid AND status = 'pending'`;
    // No target: the event it would point at is gone.
    const notified = await notifyMembers(
      tx,
      recipients,
      {
        actorId: viewerId,
        type: 'event',
        title: EVENT_CANCELLED_TITLE,
        message: eventCancelledMessage(event.title),
        createdAt: now,
      },
      services,
    );
    const [attendees, authors] = await Promise.all([
      tx.eventAttendee.findMany({ where: { eventId: event.id, status: 'attending' }, select: { userId: true } }),
      tx.post.findMany({ where: { eventId: event.id }, select: { authorId: true }, distinct: ['authorId'] }),
    ]);
    await tx.event.delete({ where: { id: event.id } });
    await refreshDadScores(tx, [viewerId, ...attendees.map((a) => a.userId), ...authors.map((a) => a.authorId)]);
    return latestCounts(settled, notified);
  });
  announceNotificationsChanged(events, notified);
  announceEventChanged(events, event.id);
  return event.id;
}
