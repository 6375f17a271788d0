/**
 * The event lists of the dashboard and the events page: upcoming events the viewer may see, and the viewer's
 * own upcoming events (attending or hosting). Each event comes with its attendee count and whether the viewer
 * attends it, which every event shape shows.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { alias, viewerParam } from '../visibility.js';
import { pageSize } from '../paging.js';
import { eventVisible } from './visibility.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';

export const DEFAULT_EVENT_LIMIT = 50;
export const MAX_EVENT_LIMIT = 100;

export const soonestFirst: Prisma.EventOrderByWithRelationInput[] = [{ startDate: 'asc' }, { id: 'asc' }];

/** The same order as SQL, on rows aliased `e` with the columns "startDate" and id. */
export const soonestFirstSql = (e: Prisma.Sql) => Prisma.sql`${e}."startDate" ASC, ${e}.id ASC`;

/**
 * What presenting an event needs: its attendee count (attending, not waiting), the viewer's own attendance or
 * waiting-list spot, and their pending invitation, if any.
 */
export function eventListInclude(viewerId: string) {
  return {
    _count: { select: { attendees: { where: { status: 'attending' as const } } } },
    attendees: { where: { userId: viewerId }, select: { id: true, status: true } },
    invitations: { where: { inviteeId: viewerId, status: 'pending' as const }, select: { id: true } },
  } satisfies Prisma.EventInclude;
}

export type ListedEvent = Prisma.EventGetPayload<{ include: ReturnType<typeof eventListInclude> }>;

/** Events by id with what presenting needs, in the order of `ids`. */
export async function loadListedEvents(db: DbTx, viewerId: string, ids: string[]): Promise<ListedEvent[]> {
  const rows = await db.event.findMany({ where: { id: { in: ids } }, include: eventListInclude(viewerId) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** "Future" is a start at or after now: an event that has started is no longer upcoming. */
export const upcoming = (now: Date): Prisma.EventWhereInput => ({ startDate: { gte: now } });

/** Ids of upcoming events the viewer may see (public ones, and private ones they host, attend or were invited to). */
export async function upcomingEventIds(
  db: DbTx,
  viewerId: string,
  limit: unknown,
  now = new Date(),
): Promise<string[]> {
  const take = pageSize(limit, DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT);
  const e = alias('e');
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT ${e}.id FROM "Event" ${e}
    WHERE ${e}."startDate" >= ${now} AND ${eventVisible(viewerId, e)}
    ORDER BY ${soonestFirstSql(e)}
    LIMIT ${take}`);
  return rows.map((r) => r.id);
}

/** The viewer's upcoming events: those they attend or host (always visible to them), soonest first. */
export function myUpcomingEventsWhere(viewerId: string, now = new Date()): Prisma.EventWhereInput {
  return {
    ...upcoming(now),
    ...(moderationShownWhere(viewerId, 'creatorId', 'creator') as Prisma.EventWhereInput),
    OR: [{ creatorId: viewerId }, { attendees: { some: { userId: viewerId, status: 'attending' } } }],
  };
}

/** The same rule as SQL, on the "Event" row aliased `e`. */
export function myUpcomingEventsSql(viewerId: string, e: Prisma.Sql, now = new Date()): Prisma.Sql {
  const me = viewerParam(viewerId);
  return Prisma.sql`(${e}."startDate" >= ${now} AND ${moderationShownSql(me, e, 'creatorId')}
    AND (${e}."creatorId" = ${me} OR EXISTS (
      SELECT 1 FROM "EventAttendee" a WHERE a."eventId" = ${e}.id AND a."userId" = ${me} AND a.status = 'attending')))`;
}

export function listMyUpcomingEvents(db: DbTx, viewerId: string, limit: unknown, now = new Date()) {
  return db.event.findMany({
    where: myUpcomingEventsWhere(viewerId, now),
    orderBy: soonestFirst,
    take: pageSize(limit, DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT),
    include: eventListInclude(viewerId),
  });
}
