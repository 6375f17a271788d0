/**
 * The places of an event, under its row lock: every command that takes, frees or resizes places (attend, the
 * waiting list, leave, accepting an invitation, the host's edit) locks the event row first (`FOR UPDATE`), so at
 * most `maxAttendees` attend whatever the concurrency, and the first waiting members take the places that free up
 * in the same transaction, each notified.
 */
import type { DbTx } from '../../db/prisma.js';
import { topic, type EventBus } from '../../events/bus.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { Prisma, type AttendeeStatus } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput, conflict, notFound } from '../errors.js';
import { createNotifications } from '../notifications/notifications.js';
import type { Notifier } from '../notifications/notifications.js';
import { alias } from '../visibility.js';
import { hasEnded } from './policy.js';
import { eventVisible } from './visibility.js';

export const CREATOR_CANNOT_JOIN = 'You are hosting this event, so you cannot join it as an attendee.';
export const EVENT_ENDED = 'This event has already taken place.';
export const ALREADY_ATTENDING = 'You are already attending this event.';
export const ALREADY_WAITING = 'You are already on the waiting list for this event.';
export const NOT_FULL = 'This event still has places: attend it instead.';
export const eventFullMessage = (max: number) =>
  `This event is full: all ${max} ${max === 1 ? 'spot is' : 'spots are'} taken.`;
export const PROMOTED_TITLE = "You're in!";
export const promotedMessage = (title: string) => `A place opened up at ${title}.`;

export interface LockedEvent {
  id: string;
  title: string;
  creatorId: string;
  maxAttendees: number | null;
  startDate: Date;
  endDate: Date | null;
}

/** Locks the event row, when the viewer may see the event (else 404: a hidden event is not found). */
export async function lockVisibleEvent(tx: DbTx, viewerId: string, eventId: string): Promise<LockedEvent> {
  const e = alias('e');
  const [event] = await tx.$queryRaw<LockedEvent[]>(Prisma.sql`
    SELECT ${e}.id, ${e}.title, ${e}."creatorId", ${e}."maxAttendees", ${e}."startDate", ${e}."endDate"
    FROM "Event" ${e}
    WHERE ${e}.id = ${eventId}::uuid AND ${eventVisible(viewerId, e)}
    FOR UPDATE`);
  if (!event) throw notFound('Event');
  return event;
}

export const countAttending = (tx: DbTx, eventId: string) =>
  tx.eventAttendee.count({ where: { eventId, status: 'attending' } });

/**
 * How the viewer asks for a place: `attend` (refused when full), `waitlist` (only when full), `invitation` (an
 * accepted invitation: a place when there is one, else the waiting list).
 */
export type PlaceRequest = 'attend' | 'waitlist' | 'invitation';

/** Gives the viewer a place or a spot on the waiting list, under the lock; returns where they are now. */
export async function takePlace(
  tx: DbTx,
  event: LockedEvent,
  viewerId: string,
  request: PlaceRequest,
  now: Date,
): Promise<AttendeeStatus> {
  if (event.creatorId === viewerId) throw badInput(CREATOR_CANNOT_JOIN);
  const key = { eventId_userId: { eventId: event.id, userId: viewerId } };
  const current = (await tx.eventAttendee.findUnique({ where: key, select: { status: true } }))?.status ?? null;
  if (request === 'waitlist' && current === 'attending') throw conflict(ALREADY_ATTENDING);
  if (request === 'waitlist' && current === 'waiting') throw conflict(ALREADY_WAITING);
  // Attending again changes nothing (also once the event is full or over); so does an invitation accepted later.
  if (current === 'attending' || (request === 'invitation' && current === 'waiting')) {
    await acceptPendingInvitation(tx, event.id, viewerId, now);
    return current;
  }
  if (hasEnded(event, now)) throw conflict(EVENT_ENDED);

  const full = event.maxAttendees !== null && (await countAttending(tx, event.id)) >= event.maxAttendees;
  if (request === 'attend' && full) throw conflict(eventFullMessage(event.maxAttendees!));
  if (request === 'waitlist' && !full) throw conflict(NOT_FULL);
  const status: AttendeeStatus = full ? 'waiting' : 'attending';
  // A waiting member who takes a free place: their row becomes an attendance from now.
  await tx.eventAttendee.upsert({
    where: key,
    create: { eventId: event.id, userId: viewerId, status, createdAt: now },
    update: { status, createdAt: now },
  });
  await acceptPendingInvitation(tx, event.id, viewerId, now);
  if (status === 'attending') await refreshDadScores(tx, [viewerId]);
  return status;
}

/** An invitee who attends or waits has answered their invitation. */
async function acceptPendingInvitation(tx: DbTx, eventId: string, viewerId: string, now: Date) {
  await tx.eventInvitation.updateMany({
    where: { eventId, inviteeId: viewerId, status: 'pending' },
    data: { status: 'accepted', respondedAt: now },
  });
}

/**
 * The first waiting members (in the order they joined the list) take the free places, each with an `event`
 * notification. One UPDATE for all of them. Returns the members promoted and their new unread counts.
 */
export async function promoteWaiting(
  tx: DbTx,
  event: LockedEvent & { maxAttendees: number | null },
  now: Date,
  notifier: Notifier,
) {
  const free = event.maxAttendees === null ? null : event.maxAttendees - (await countAttending(tx, event.id));
  if (free !== null && free <= 0) return { promoted: [] as string[], notified: [] as MemberUnreadCount[] };
  const rows = await tx.$queryRaw<{ userId: string }[]>(Prisma.sql`
    UPDATE "EventAttendee" SET status = 'attending', "createdAt" = ${now}
    WHERE id IN (SELECT id FROM "EventAttendee"
                 WHERE "eventId" = ${event.id}::uuid AND status = 'waiting'
                 ORDER BY "createdAt", id
                 ${free === null ? Prisma.empty : Prisma.sql`LIMIT ${free}`})
    RETURNING "userId"`);
  const promoted = rows.map((r) => r.userId);
  if (!promoted.length) return { promoted, notified: [] as MemberUnreadCount[] };
  await refreshDadScores(tx, promoted);
  const notified = await createNotifications(
    tx,
    promoted.map((userId) => ({
      userId,
      actorId: null,
      type: 'event' as const,
      title: PROMOTED_TITLE,
      message: promotedMessage(event.title),
      target: { type: 'event' as const, id: event.id },
      about: { type: 'event' as const, id: event.id },
    })),
    notifier,
  );
  return { promoted, notified };
}

/**
 * The events whose place a departing member (a deleted account) gives up and whose waiting list should take it:
 * those not over, with someone waiting, the member attending. Locked in id order, as the other commands lock one.
 */
export function lockEventsFreedBy(tx: DbTx, userId: string, now: Date): Promise<LockedEvent[]> {
  return tx.$queryRaw<LockedEvent[]>(Prisma.sql`
    SELECT e.id, e.title, e."creatorId", e."maxAttendees", e."startDate", e."endDate"
    FROM "Event" e
    WHERE COALESCE(e."endDate", e."startDate") >= ${now}
      AND EXISTS (SELECT 1 FROM "EventAttendee" a WHERE a."eventId" = e.id AND a."userId" = ${userId}::uuid AND a.status = 'attending')
      AND EXISTS (SELECT 1 FROM "EventAttendee" w WHERE w."eventId" = e.id AND w.status = 'waiting')
    ORDER BY e.id
    FOR UPDATE`);
}

/** Events' topics on the event bus. */
export const eventTopics = {
  /** The event's attendance, waiting list or details changed, or it was deleted: its page reads it again (eventChanged). */
  eventChanged: topic<string, { at: string }>('eventChanged'),
  /** The member's pending event invitations changed (pendingEventInvitationCount). */
  eventInvitationsChanged: topic<string, { at: string }>('eventInvitationsChanged'),
};

/** Tells the event's live pages (eventChanged) to read it again; after the commit when inside a unit of work. */
export function announceEventChanged(events: EventBus, eventId: string): void {
  events.publish(eventTopics.eventChanged, eventId, { at: new Date().toISOString() });
}

/** Tells the members' Invited Events badges (pendingEventInvitationCount) that their pending invitations changed. */
export function announceEventInvitationsChanged(events: EventBus, userIds: Iterable<string>): void {
  const at = new Date().toISOString();
  for (const userId of new Set(userIds)) events.publish(eventTopics.eventInvitationsChanged, userId, { at });
}
