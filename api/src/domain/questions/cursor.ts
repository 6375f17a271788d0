/**
 * Ask a Dad cursors: the last row's position in its list's order, so a page continues exactly where the last one
 * ended even when rows share a timestamp or a count. Opaque to callers (base64url of a small JSON array).
 */
import { badInput } from '../errors.js';
import { isDatabaseId, isStorableDate } from '../validation.js';

export interface Position {
  /** The sort's leading number (helpful marks), or 0/1 for an answer's accepted flag; 0 when unused. */
  rank: number;
  createdAt: Date;
  id: string;
}

const BAD_CURSOR = 'That cursor is not valid: use the X-Next-Cursor of the previous page.';

export function encodePosition(position: Position): string {
  return Buffer.from(JSON.stringify([position.rank, position.createdAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

export function decodePosition(cursor: unknown): Position | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = typeof cursor === 'string' ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [rank, iso, id] = parsed as unknown[];
    const createdAt = new Date(typeof iso === 'string' ? iso : NaN);
    if (
      Number.isSafeInteger(rank) &&
      Math.abs(rank as number) < 2 ** 31 &&
      isDatabaseId(id) &&
      isStorableDate(createdAt)
    ) {
      return { rank: rank as number, createdAt, id: id.toLowerCase() };
    }
  }
  throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
}
