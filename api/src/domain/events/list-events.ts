/**
 * The /events listing's three tabs, filtered and paged on the server: My Events (hosting, attending or waiting),
 * Invited Events (pending invitations) and Explore Events (every event the viewer may see). Filters: a search
 * (title, description, location), a category, the time status (in the member's time zone), public/private,
 * in person/virtual. Order: events from today on, soonest first, then past ones, most recent first; keyset pages.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { EventCategory, Prisma } from '../../generated/prisma/client.js';
import { decodePosition, encodePosition, type Position } from '../questions/cursor.js';
import { badInput } from '../errors.js';
import { parseInput } from '../validation.js';
import { alias, viewerParam } from '../visibility.js';
import { DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT } from './lists.js';
import { pageSize } from '../paging.js';
import { requireTimeZone, todayIn } from './time.js';
import { eventVisible } from './visibility.js';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T, fallback: T[number]) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` }).default(fallback as never),
  );

export const EVENT_TABS = ['mine', 'invited', 'explore'] as const;
export const EVENT_TIMES = ['all', 'upcoming', 'today', 'past'] as const;
export const EVENT_VISIBILITIES = ['all', 'public', 'private'] as const;
export const EVENT_TYPES = ['all', 'in-person', 'virtual'] as const;
export const MAX_EVENT_SEARCH_LENGTH = 200;
const BAD_CURSOR = 'That cursor is not valid: use the X-Next-Cursor of the previous page.';

export const eventListInput = z.object({
  tab: oneOf('tab', EVENT_TABS, 'explore'),
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'search must be text.' })
      .trim()
      .max(MAX_EVENT_SEARCH_LENGTH, `A search can be at most ${MAX_EVENT_SEARCH_LENGTH} characters.`)
      .optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(EventCategory, { error: `category must be one of: ${Object.values(EventCategory).join(', ')}.` }).optional(),
  ),
  time: oneOf('time', EVENT_TIMES, 'all'),
  visibility: oneOf('visibility', EVENT_VISIBILITIES, 'all'),
  type: oneOf('type', EVENT_TYPES, 'all'),
});

export type EventListInput = z.input<typeof eventListInput> & { timeZone?: unknown };
type Filters = z.output<typeof eventListInput> & { today: { start: Date; end: Date } };

function parseFilters(raw: EventListInput, now: Date): Filters {
  const { timeZone, ...rest } = raw;
  const zone = requireTimeZone(timeZone);
  return { ...parseInput(eventListInput, rest), today: todayIn(zone, now) };
}

const e = alias('e');
/** 0: from the viewer's today on (soonest first); 1: before it (most recent first). */
const rankOf = (f: Filters) => Prisma.sql`(CASE WHEN ${e}."startDate" >= ${f.today.start} THEN 0 ELSE 1 END)`;

function whereSql(viewerId: string, f: Filters): Prisma.Sql {
  const me = viewerParam(viewerId);
  const conditions: Prisma.Sql[] = [
    {
      mine: Prisma.sql`(${e}."creatorId" = ${me} OR EXISTS (SELECT 1 FROM "EventAttendee" a WHERE a."eventId" = ${e}.id AND a."userId" = ${me}))`,
      invited: Prisma.sql`EXISTS (SELECT 1 FROM "EventInvitation" i WHERE i."eventId" = ${e}.id AND i."inviteeId" = ${me} AND i.status = 'pending')`,
      explore: eventVisible(viewerId, e),
    }[f.tab],
  ];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      Prisma.sql`(${e}.title ILIKE ${pattern} OR ${e}.description ILIKE ${pattern} OR ${e}.location ILIKE ${pattern})`,
    );
  }
  if (f.category) conditions.push(Prisma.sql`${f.category}::"EventCategory" = ANY(${e}.categories)`);
  if (f.time === 'today')
    conditions.push(Prisma.sql`${e}."startDate" >= ${f.today.start} AND ${e}."startDate" < ${f.today.end}`);
  if (f.time === 'upcoming') conditions.push(Prisma.sql`${e}."startDate" >= ${f.today.end}`);
  if (f.time === 'past') conditions.push(Prisma.sql`${e}."startDate" < ${f.today.start}`);
  if (f.visibility !== 'all')
    conditions.push(f.visibility === 'public' ? Prisma.sql`${e}."isPublic"` : Prisma.sql`NOT ${e}."isPublic"`);
  if (f.type !== 'all')
    conditions.push(f.type === 'virtual' ? Prisma.sql`${e}."isVirtual"` : Prisma.sql`NOT ${e}."isVirtual"`);
  return Prisma.join(conditions, ' AND ');
}

function afterSql(f: Filters, at: Position | null): Prisma.Sql {
  if (!at) return Prisma.sql`TRUE`;
  const rank = rankOf(f);
  return at.rank === 0
    ? Prisma.sql`((${rank} = 0 AND (${e}."startDate", ${e}.id) > (${at.createdAt}, ${at.id}::uuid)) OR ${rank} = 1)`
    : Prisma.sql`(${rank} = 1 AND (${e}."startDate", ${e}.id) < (${at.createdAt}, ${at.id}::uuid))`;
}

export interface EventListPage {
  ids: string[];
  cursors: string[];
  nextCursor: string | null;
}

export async function eventListPage(
  db: DbTx,
  viewerId: string,
  raw: EventListInput & { limit?: unknown; cursor?: unknown },
  now = new Date(),
): Promise<EventListPage> {
  const { limit, cursor, ...filters } = raw;
  const f = parseFilters(filters, now);
  const take = pageSize(limit, DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT);
  const at = decodePosition(cursor);
  // A position of another list (a question's helpful count) is no place in this one.
  if (at && at.rank !== 0 && at.rank !== 1) throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
  const rank = rankOf(f);
  const rows = await db.$queryRaw<{ id: string; rank: number; startDate: Date }[]>(Prisma.sql`
    SELECT ${e}.id, ${rank}::int AS rank, ${e}."startDate" FROM "Event" ${e}
    WHERE ${whereSql(viewerId, f)} AND ${afterSql(f, at)}
    ORDER BY ${rank},
      CASE WHEN ${rank} = 0 THEN ${e}."startDate" END ASC, CASE WHEN ${rank} = 1 THEN ${e}."startDate" END DESC,
      CASE WHEN ${rank} = 0 THEN ${e}.id END ASC, CASE WHEN ${rank} = 1 THEN ${e}.id END DESC
    LIMIT ${take + 1}`);
  const page = rows.slice(0, take);
  const cursors = page.map((row) => encodePosition({ rank: row.rank, createdAt: row.startDate, id: row.id }));
  return { ids: page.map((row) => row.id), cursors, nextCursor: rows.length > take ? (cursors.at(-1) ?? null) : null };
}

/** How many events the tab holds with these filters (the tab's count, the Invited badge). */
export async function countEventList(
  db: DbTx,
  viewerId: string,
  raw: EventListInput,
  now = new Date(),
): Promise<number> {
  const f = parseFilters(raw, now);
  const [row] = await db.$queryRaw<{ n: number }[]>(
    Prisma.sql`SELECT count(*)::int AS n FROM "Event" ${e} WHERE ${whereSql(viewerId, f)}`,
  );
  return row?.n ?? 0;
}
