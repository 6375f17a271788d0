/**
 * An event's attendee list (GET /api/events/:id/attendees): the members attending (not those waiting), in the
 * order they got their place, paged by (joinedAt, id). Seen by whoever sees the event.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pageOf, pageStart } from '../paging.js';
import { loadEventAccess } from './policy.js';

export const DEFAULT_ATTENDEE_PAGE = 50;
export const MAX_ATTENDEE_PAGE = 100;

/**
 * Who the list shows, and the attendee count counts: attending, not waiting. One object, so GraphQL's selections
 * of it (the count, the connection) merge into one.
 */
export const attendingWhere = { status: 'attending' as const } satisfies Prisma.EventAttendeeWhereInput;

/** The attendee list's order (the GraphQL connection pages the same rows). */
export const attendeeOrder: Prisma.EventAttendeeOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export async function eventAttendeesPage(
  db: DbTx,
  viewerId: string,
  rawEventId: unknown,
  query: { limit?: unknown; cursor?: unknown },
) {
  const { size, after } = pageStart(query, DEFAULT_ATTENDEE_PAGE, MAX_ATTENDEE_PAGE);
  const { event } = await loadEventAccess(db, viewerId, rawEventId);
  const rows = await db.eventAttendee.findMany({
    where: {
      eventId: event.id,
      ...attendingWhere,
      ...(after
        ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
        : {}),
    },
    orderBy: attendeeOrder,
    take: size + 1,
    include: { user: true },
  });
  return pageOf(rows, size);
}

export type EventAttendeeRow = Awaited<ReturnType<typeof eventAttendeesPage>>['items'][number];
