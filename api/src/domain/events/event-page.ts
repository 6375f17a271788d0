/**
 * One event as its page shows it (GET /api/events/:id; GraphQL's Event reads the same rules): the event, its host
 * and group, the attendee count, and the viewer's standing: host, attending, waiting (and where on the list),
 * invited. The meeting link is for the host and attendees only. The waiting list's numbers come from one
 * statement for any number of events.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type AttendeeStatus } from '../../generated/prisma/client.js';
import { viewerParam } from '../visibility.js';
import { hasEnded, loadEventAccess } from './policy.js';
import { eventTimeStatus, requireTimeZone } from './time.js';

export type EventViewerStatus = 'host' | 'attending' | 'waiting' | 'invited' | 'none';

export function viewerStatusOf(
  viewerId: string,
  creatorId: string,
  attendance: AttendeeStatus | null | undefined,
  invited: boolean,
): EventViewerStatus {
  if (creatorId === viewerId) return 'host';
  if (attendance) return attendance;
  return invited ? 'invited' : 'none';
}

export const isEventFull = (event: { maxAttendees: number | null }, attending: number) =>
  event.maxAttendees !== null && attending >= event.maxAttendees;

/** The meeting link, for those who may join the call: the host and attendees. */
export const meetingUrlFor = (event: { meetingUrl: string | null }, status: EventViewerStatus) =>
  status === 'host' || status === 'attending' ? event.meetingUrl : null;

export interface WaitlistStats {
  waitlistCount: number;
  /** 1-based; null unless the viewer waits. */
  waitlistPosition: number | null;
}

/** The waiting list's length and the viewer's place on it, per event, in one statement. */
export async function waitlistStats(
  db: DbTx,
  viewerId: string | null,
  eventIds: readonly string[],
): Promise<Map<string, WaitlistStats>> {
  const rows = await db.$queryRaw<
    { eventId: string; waitlistCount: number; position: number; viewerWaits: boolean }[]
  >(Prisma.sql`
    SELECT a."eventId", count(*)::int AS "waitlistCount", bool_or(m.id IS NOT NULL) AS "viewerWaits",
           (count(*) FILTER (WHERE (a."createdAt", a.id) <= (m."createdAt", m.id)))::int AS position
    FROM "EventAttendee" a
    LEFT JOIN "EventAttendee" m ON m."eventId" = a."eventId" AND m."userId" = ${viewerParam(viewerId)} AND m.status = 'waiting'
    WHERE a."eventId" = ANY(${[...eventIds]}::uuid[]) AND a.status = 'waiting'
    GROUP BY a."eventId"`);
  return new Map(
    rows.map((r) => [
      r.eventId,
      { waitlistCount: r.waitlistCount, waitlistPosition: r.viewerWaits ? r.position : null },
    ]),
  );
}

export const NO_WAITLIST: WaitlistStats = { waitlistCount: 0, waitlistPosition: null };

export function eventPageInclude(viewerId: string) {
  return {
    creator: true,
    group: {
      select: {
        id: true,
        name: true,
        imageUrl: true,
        isPublic: true,
        creatorId: true,
        members: { where: { userId: viewerId }, select: { userId: true } },
        invitations: { where: { inviteeId: viewerId, status: 'pending' as const }, select: { id: true } },
      },
    },
    _count: { select: { attendees: { where: { status: 'attending' as const } } } },
    attendees: { where: { userId: viewerId }, select: { status: true } },
    invitations: { where: { inviteeId: viewerId, status: 'pending' as const }, select: { id: true, createdAt: true } },
  } satisfies Prisma.EventInclude;
}

export type EventPageRow = Prisma.EventGetPayload<{ include: ReturnType<typeof eventPageInclude> }>;

/** Whether the viewer may see the event's group (domain/groups/visibility.ts' groupVisible, on the read row). */
export const groupShown = (viewerId: string, g: NonNullable<EventPageRow['group']>) =>
  g.isPublic || g.creatorId === viewerId || g.members.length > 0 || g.invitations.length > 0;

/** The event page for the viewer; 404 when missing or hidden. `timeZone` (IANA, default UTC) sets "today". */
export async function eventPage(db: DbTx, viewerId: string, rawEventId: unknown, timeZone?: unknown, now = new Date()) {
  const zone = requireTimeZone(timeZone);
  const { event } = await loadEventAccess(db, viewerId, rawEventId);
  const [row, stats] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: event.id }, include: eventPageInclude(viewerId) }),
    waitlistStats(db, viewerId, [event.id]),
  ]);
  const viewerStatus = viewerStatusOf(viewerId, row.creatorId, row.attendees[0]?.status, row.invitations.length > 0);
  return {
    row,
    viewerStatus,
    ...(stats.get(row.id) ?? NO_WAITLIST),
    isFull: isEventFull(row, row._count.attendees),
    hasEnded: hasEnded(row, now),
    timeStatus: eventTimeStatus(row.startDate, zone, now),
    meetingUrl: meetingUrlFor(row, viewerStatus),
    group: row.group && groupShown(viewerId, row.group) ? row.group : null,
  };
}

export type EventPage = Awaited<ReturnType<typeof eventPage>>;
