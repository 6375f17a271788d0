/**
 * "Recent Event Activity": the newest posts in the discussions of events the viewer attends or hosts, with
 * each post's event, author and counts. Posts are also checked against the post visibility rules.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { postVisible } from '../posts/visibility.js';
import { alias, viewerParam } from '../visibility.js';
import { pageSize } from '../paging.js';

export const DEFAULT_ACTIVITY_LIMIT = 10;
export const MAX_ACTIVITY_LIMIT = 50;

export async function eventActivityIds(db: DbTx, viewerId: string, limit: unknown): Promise<string[]> {
  const take = pageSize(limit, DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT);
  const [p, e] = [alias('p'), alias('ev')];
  const me = viewerParam(viewerId);
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT ${p}.id FROM "Post" ${p}
    JOIN "Event" ${e} ON ${e}.id = ${p}."eventId"
    WHERE (${e}."creatorId" = ${me}
           OR EXISTS (SELECT 1 FROM "EventAttendee" a WHERE a."eventId" = ${e}.id AND a."userId" = ${me} AND a.status = 'attending'))
      AND ${postVisible(viewerId, p)}
    ORDER BY ${p}."createdAt" DESC, ${p}.id DESC
    LIMIT ${take}`);
  return rows.map((r) => r.id);
}

const activityInclude = {
  author: true,
  event: { select: { id: true, title: true } },
  _count: { select: { fistBumps: true, comments: true } },
} satisfies Prisma.PostInclude;

export type EventActivityPost = Prisma.PostGetPayload<{ include: typeof activityInclude }>;

/** The activity items for /api, newest first. */
export async function listEventActivity(db: DbTx, viewerId: string, limit: unknown): Promise<EventActivityPost[]> {
  const ids = await eventActivityIds(db, viewerId, limit);
  const rows = await db.post.findMany({ where: { id: { in: ids } }, include: activityInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
