/**
 * Who may see a group, an event, a channel or a post is written once, as SQL conditions (groups/visibility.ts
 * and its siblings), so that search filters with them inside its queries and single reads (GraphQL node(),
 * detail pages) ask the same conditions through a per-request loader.
 */
import DataLoader from 'dataloader';
import { Prisma } from '../generated/prisma/client.js';
import type { DbTx } from '../db/prisma.js';

/**
 * Whose sight a condition is about: a member's id, null for a visitor, or an SQL expression that names a member
 * on each row (`r.id`): a fan-out asks the same rule for every recipient in one statement (mentions/audience.ts).
 */
export type ViewerRef = string | null | Prisma.Sql;

/** A condition on the row aliased `alias` (an SQL identifier), for the member `viewerId` (null: a visitor). */
export type VisibilityCondition = (viewerId: ViewerRef, alias: Prisma.Sql) => Prisma.Sql;

/** `'g'` as an alias fragment; the names are ours, never user input. */
export const alias = (name: string) => Prisma.raw(`"${name}"`);

/**
 * The viewer's id as a uuid parameter, or NULL (which matches no membership) for a visitor; an SQL expression
 * (a recipient column) as it is.
 */
export const viewerParam = (viewerId: ViewerRef) =>
  viewerId instanceof Prisma.Sql ? viewerId : Prisma.sql`${viewerId}::uuid`;

export type VisibilityTable = 'Group' | 'Event' | 'Channel' | 'Post' | 'Comment' | 'Message' | 'Question' | 'Answer';

/** Batches "may the viewer see these ids?" into one query per table per tick. */
export function createVisibilityLoader(
  db: DbTx,
  table: VisibilityTable,
  condition: VisibilityCondition,
  viewerId: string | null,
) {
  return new DataLoader<string, boolean>(async (ids) => {
    const t = alias('t');
    const rows = await db.$queryRaw<{ id: string }[]>(
      Prisma.sql`SELECT ${t}.id FROM ${Prisma.raw(`"${table}"`)} ${t}
                 WHERE ${t}.id = ANY(${[...ids]}::uuid[]) AND ${condition(viewerId, t)}`,
    );
    const visible = new Set(rows.map((r) => r.id));
    return ids.map((id) => visible.has(id));
  });
}
