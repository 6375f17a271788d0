/**
 * Who may see a group, an event, a channel or a post is written once, as SQL conditions (groups/visibility.ts
 * and its siblings), so that search filters with them inside its queries and single reads (GraphQL node(),
 * detail pages) ask the same conditions through a per-request loader.
 */
import DataLoader from 'dataloader';
import { Prisma } from '../generated/prisma/client.js';
import type { DbTx } from '../db/prisma.js';

/** A condition on the row aliased `alias` (an SQL identifier), for the member `viewerId` (null: a visitor). */
export type VisibilityCondition = (viewerId: string | null, alias: Prisma.Sql) => Prisma.Sql;

/** `'g'` as an alias fragment; the names are ours, never user input. */
export const alias = (name: string) => Prisma.raw(`"${name}"`);

/** The viewer's id as a uuid parameter, or NULL (which matches no membership) for a visitor. */
export const viewerParam = (viewerId: string | null) => Prisma.sql`${viewerId}::uuid`;

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
