/**
 * Feed cursors: the last post's (createdAt, id), the order of the (createdAt desc, id desc) index, so a page
 * continues exactly where the previous one ended even when posts share a timestamp. Opaque to callers.
 */
import { badInput } from '../errors.js';

export interface FeedPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BAD_CURSOR = 'That cursor is not valid: use the nextCursor of the previous page.';

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): FeedPosition {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
  }
  return { createdAt, id: id.toLowerCase() };
}
