/**
 * Attending an event ("Join Event" on the dashboard, "Attend" on the events page), joining its waiting list when
 * it is full, and leaving either. Attending again changes nothing. Each runs under the event row's lock
 * (attendance.ts): at most maxAttendees attend whatever the concurrency, and a place freed by a leave goes to the
 * first waiting member in the same transaction.
 */
import { refreshDadScores } from '../dad-score/refresh.js';
import { conflict } from '../errors.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import {
  announceEventChanged,
  EVENT_ENDED,
  lockVisibleEvent,
  promoteWaiting,
  takePlace,
  type PlaceRequest,
} from './attendance.js';
import { loadListedEvents, type ListedEvent } from './lists.js';
import { hasEnded } from './policy.js';

export { CREATOR_CANNOT_JOIN, EVENT_ENDED, eventFullMessage } from './attendance.js';

export const NOT_ATTENDING = 'You are not attending this event or on its waiting list.';

async function requestPlace(
  services: Services,
  viewerId: string,
  rawId: unknown,
  request: PlaceRequest,
  now: Date,
): Promise<ListedEvent> {
  const eventId = requireId(rawId, 'event');
  await services.prisma.$transaction(async (tx) =>
    takePlace(tx, await lockVisibleEvent(tx, viewerId, eventId), viewerId, request, now),
  );
  announceEventChanged(services.events, eventId);
  const [event] = await loadListedEvents(services.prisma, viewerId, [eventId]);
  return event!;
}

/** Makes the viewer an attendee; returns the event as they now see it (isAttending, attendee count). */
export function attendEvent(
  services: Services,
  viewerId: string,
  rawId: unknown,
  now = new Date(),
): Promise<ListedEvent> {
  return requestPlace(services, viewerId, rawId, 'attend', now);
}

/** Puts the viewer on a full event's waiting list (409 when it has places, or they attend or wait already). */
export function joinEventWaitlist(
  services: Services,
  viewerId: string,
  rawId: unknown,
  now = new Date(),
): Promise<ListedEvent> {
  return requestPlace(services, viewerId, rawId, 'waitlist', now);
}

/**
 * Leaves the event (unattend) or its waiting list: 409 when on neither, or when the event is over (attendance
 * is its record). A freed place goes to the first waiting member. Returns the event's id.
 */
export async function leaveEvent(
  services: Services,
  viewerId: string,
  rawId: unknown,
  now = new Date(),
): Promise<string> {
  const eventId = requireId(rawId, 'event');
  const { notified } = await services.prisma.$transaction(async (tx) => {
    const event = await lockVisibleEvent(tx, viewerId, eventId);
    const row = await tx.eventAttendee.findUnique({ where: { eventId_userId: { eventId, userId: viewerId } } });
    if (!row) throw conflict(NOT_ATTENDING);
    if (hasEnded(event, now)) throw conflict(EVENT_ENDED);
    await tx.eventAttendee.delete({ where: { id: row.id } });
    if (row.status !== 'attending') return { notified: [] };
    await refreshDadScores(tx, [viewerId]);
    return promoteWaiting(tx, event, now, services);
  });
  announceNotificationsChanged(services.events, notified);
  announceEventChanged(services.events, eventId);
  return eventId;
}
