/** `?limit=` / `first` for the domain's paged lists, parsed once for both adapters, and their keyset pages. */
import { z } from 'zod';
import { decodeCursor, encodeCursor, type FeedPosition } from './feed/cursor.js';
import { parseInput } from './validation.js';

/** A page size from 1 to `max`; absent or blank means `fallback`. */
export function pageSize(limit: unknown, fallback: number, max: number): number {
  if (limit === undefined || limit === null || limit === '') return fallback;
  const message = `limit must be a whole number from 1 to ${max}.`;
  const schema = z.object({
    limit: z.coerce.number({ error: message }).int(message).min(1, message).max(max, message),
  });
  return parseInput(schema, { limit }).limit;
}

/**
 * Where a page of a list ordered by (a time, an id) starts: its size (`?limit=`, checked by pageSize) and the
 * position it continues after (`?cursor=`, the previous page's nextCursor; none for the first page). The list
 * reads `size + 1` rows after it, so pageOf knows whether another page follows.
 */
export function pageStart(
  { limit, cursor }: { limit?: unknown; cursor?: unknown },
  fallback: number,
  max: number,
): { size: number; after: FeedPosition | null } {
  const size = pageSize(limit, fallback, max);
  return { size, after: typeof cursor === 'string' && cursor !== '' ? decodeCursor(cursor) : null };
}

export interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
}

/** The page out of the `size + 1` rows read for it; the next page continues after its last row's position. */
export function pageOf<Row extends FeedPosition>(rows: Row[], size: number): Page<Row>;
export function pageOf<Row>(rows: Row[], size: number, positionOf: (row: Row) => FeedPosition): Page<Row>;
export function pageOf<Row>(rows: Row[], size: number, positionOf?: (row: Row) => FeedPosition): Page<Row> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  const position = last === undefined ? null : positionOf ? positionOf(last) : (last as FeedPosition);
  return { items, nextCursor: rows.length > size && position ? encodeCursor(position) : null };
}
