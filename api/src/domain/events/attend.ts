/**
 * Joining an event as an attendee ("Join Event" on the dashboard, "Attend" on the events page). Idempotent:
 * joining again changes nothing. The event row is locked while the seats are counted, so two members taking
 * the last seat at once cannot both get it.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput, conflict, notFound } from '../errors.js';
import type { Services } from '../services.js';
import { requireId } from '../posts/read.js';
import { alias } from '../visibility.js';
import { loadListedEvents, type ListedEvent } from './lists.js';
import { eventVisible } from './visibility.js';

export const CREATOR_CANNOT_JOIN = 'You are hosting this event, so you cannot join it as an attendee.';
export const EVENT_ENDED = 'This event has already taken place.';
export const eventFullMessage = (max: number) =>
  `This event is full: all ${max} ${max === 1 ? 'spot is' : 'spots are'} taken.`;

type LockedEvent = { id: string; creatorId: string; maxAttendees: number | null; startDate: Date; endDate: Date | null };

/** Makes the viewer an attendee; returns the event as they now see it (isAttending, attendee count). */
export async function attendEvent({ prisma }: Services, viewerId: string, rawId: unknown, now = new Date()): Promise<ListedEvent> {
  const eventId = requireId(rawId, 'event');
  await prisma.$transaction(async (tx) => {
    const e = alias('e');
    // A private event the viewer was not invited to is "not found", exactly like one that does not exist.
    const [event] = await tx.$queryRaw<LockedEvent[]>(Prisma.sql`
      SELECT ${e}.id, ${e}."creatorId", ${e}."maxAttendees", ${e}."startDate", ${e}."endDate"
      FROM "Event" ${e}
      WHERE ${e}.id = ${eventId}::uuid AND ${eventVisible(viewerId, e)}
      FOR UPDATE`);
    if (!event) throw notFound('Event');
    if (event.creatorId === viewerId) throw badInput(CREATOR_CANNOT_JOIN);
    const already = await tx.eventAttendee.findUnique({ where: { eventId_userId: { eventId, userId: viewerId } } });
    if (already) return;
    if ((event.endDate ?? event.startDate) < now) throw conflict(EVENT_ENDED);
    if (event.maxAttendees !== null) {
      const attending = await tx.eventAttendee.count({ where: { eventId } });
      if (attending >= event.maxAttendees) throw conflict(eventFullMessage(event.maxAttendees));
    }
    await tx.eventAttendee.create({ data: { eventId, userId: viewerId } });
    await refreshDadScores(tx, [viewerId]);
  });
  const [event] = await loadListedEvents(prisma, viewerId, [eventId]);
  return event!;
}
