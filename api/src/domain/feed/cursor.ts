/**
 * Feed cursors: the last post's (createdAt, id), the order of the (createdAt desc, id desc) index, so a page
 * continues exactly where the previous one ended even when posts share a timestamp. Opaque to callers.
 */
import { badInput } from '../errors.js';
import { isDatabaseId, isStorableDate } from '../validation.js';

export interface FeedPosition {
  createdAt: Date;
  id: string;
}

export const BAD_CURSOR = 'That cursor is not valid: use the nextCursor of the previous page.';

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): FeedPosition {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  // A forged cursor's date must still be one the database can compare with (no year 0, no year 20000).
  if (rest.length || !isDatabaseId(id) || !isStorableDate(createdAt)) {
    throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
  }
  return { createdAt, id: id.toLowerCase() };
}
