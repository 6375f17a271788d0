/**
 * The Networking search (GET /api/users/search, Query.memberSearch): members matching what the viewer typed
 * (./users.ts: names with typos, bio, interests, and e-mail or location where visible), best first, never the
 * viewer nor a blocked pair. Paged by position in the ranking: a relevance order has no column to seek on, and
 * the ranking has to score the matches anyway (at most enough of them for the deepest page: ./users.ts).
 */
import { z } from 'zod';
import type { DbClient } from '../../db/prisma.js';
import type { User } from '../../generated/prisma/client.js';
import { badInput } from '../errors.js';
import { pageSize } from '../paging.js';
import { BAD_CURSOR } from '../feed/cursor.js';
import { parseInput } from '../validation.js';
import { parsedQuery, searchText } from './query.js';
import { inOrder, searchSettings } from './search.js';
import { userSearchSql } from './users.js';
import { type CredentialColumn, membersById } from '../users/credentials.js';

export const DEFAULT_MEMBER_RESULTS = 20;
export const MAX_MEMBER_RESULTS = 50;
/** Deeper than this nobody is looking for someone: refine the query. */
export const MAX_MEMBER_OFFSET = 1000;
/** The statement's options: candidates enough for the deepest page a cursor may reach, and every match counted. */
export const MEMBER_SEARCH_OPTIONS = {
  excludeViewer: true,
  candidates: MAX_MEMBER_OFFSET + MAX_MEMBER_RESULTS + 1,
  countAll: true,
} as const;

export interface MemberSearchPage {
  /** Member ids, best first. */
  ids: string[];
  /** Each id's position as a cursor: pass it as `cursor` (`after`) for the members after it. */
  cursors: string[];
  /** The cursor of the next page (the last id's); null on the last page. */
  nextCursor: string | null;
  /** Where this page starts in the ranking (0 for the first). */
  offset: number;
  /** How many members match in all ("12 dads found"). */
  total: number;
}

const OFFSET_CURSOR = /^offset:(\d{1,4})$/;

/** A position in the ranking as an opaque cursor (the same for /api and GraphQL). */
const encodeOffset = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = OFFSET_CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number(match[1]) > MAX_MEMBER_OFFSET)
    throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
  return Number(match[1]);
}

/** One page of the ranking, after `cursor`. */
export async function searchMemberIds(
  prisma: DbClient,
  viewerId: string,
  raw: { query: unknown; limit: unknown; cursor: string | null | undefined },
): Promise<MemberSearchPage> {
  const { query } = parseInput(z.object({ query: searchText }), { query: raw.query });
  const limit = pageSize(raw.limit, DEFAULT_MEMBER_RESULTS, MAX_MEMBER_RESULTS);
  const offset = decodeOffset(raw.cursor);
  // One more than the page: whether another follows.
  const q = parsedQuery(query, limit + 1);
  // One transaction, so the settings hold for this query only.
  const [, rows] = await prisma.$transaction([
    searchSettings(prisma),
    prisma.$queryRaw<{ id: string; total: number }[]>(userSearchSql(viewerId, q, { ...MEMBER_SEARCH_OPTIONS, offset })),
  ]);
  const ids = rows.slice(0, limit).map((r) => r.id);
  const cursors = ids.map((_, i) => encodeOffset(offset + i + 1));
  const more = rows.length > limit && offset + limit < MAX_MEMBER_OFFSET;
  // Only a made-up cursor reaches past the end (a nextCursor has members after it): no row tells the total there.
  return { ids, cursors, nextCursor: more ? cursors.at(-1)! : null, offset, total: rows[0]?.total ?? 0 };
}

/** A page of members for /api, with the cursor of the next one. */
export async function searchMembers(
  prisma: DbClient,
  viewerId: string,
  raw: { query: unknown; limit: unknown; cursor: string | undefined },
): Promise<{ members: Omit<User, CredentialColumn>[]; nextCursor: string | null; total: number }> {
  const page = await searchMemberIds(prisma, viewerId, raw);
  const rows = page.ids.length ? await membersById(prisma, page.ids) : [];
  return { members: inOrder(page.ids, rows), nextCursor: page.nextCursor, total: page.total };
}
