/**
 * The /channels directory: the channels the viewer may see, searched (name and description), filtered
 * (category, price, ownership) and sorted (Most Followers, Most Posts, Newest, A-Z) on the server, a keyset page at
 * a time. Each sort walks an index: (followerCount desc, id desc), (postCount desc, id desc), (createdAt desc,
 * id desc) and (lower(name), id); the search uses the trigram indexes on name and description.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { ChannelCategory, Prisma } from '../../generated/prisma/client.js';
import { badInput } from '../errors.js';
import { pageSize } from '../paging.js';
import { escapeLike } from '../search/query.js';
import { isDatabaseId, isStorableDate, parseInput } from '../validation.js';
import { fromSpecSpelling, toSpecSpelling } from '../vocabulary.js';
import { alias, viewerParam } from '../visibility.js';
import { channelVisible } from './visibility.js';

export const CHANNEL_SORTS = ['followers', 'posts', 'newest', 'name'] as const;
export const CHANNEL_PRICES = ['all', 'free', 'paid'] as const;
export const CHANNEL_OWNERSHIPS = ['all', 'following', 'not-following', 'mine'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];
export const DEFAULT_CHANNEL_PAGE = 20;
export const MAX_CHANNEL_PAGE = 50;
export const MAX_CHANNEL_SEARCH = 200;
const BAD_CURSOR = 'That cursor is not valid: use the X-Next-Cursor of the previous page.';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T, fallback: T[number]) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? blankToUndefined(value.trim().toLowerCase().replaceAll('_', '-'))
        : blankToUndefined(value),
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` }).default(fallback as never),
  );

const categorySlugs = Object.values(ChannelCategory).map((c) => toSpecSpelling(c));

export const channelDirectoryInput = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'search must be text.' })
      .trim()
      .max(MAX_CHANNEL_SEARCH, `A search can be at most ${MAX_CHANNEL_SEARCH} characters.`)
      .optional(),
  ),
  category: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && value !== 'all'
        ? fromSpecSpelling(value.trim().toLowerCase())
        : undefined,
    z.enum(ChannelCategory, { error: `category must be one of: ${categorySlugs.join(', ')}.` }).optional(),
  ),
  price: oneOf('price', CHANNEL_PRICES, 'all'),
  ownership: oneOf('ownership', CHANNEL_OWNERSHIPS, 'all'),
  sort: oneOf('sort', CHANNEL_SORTS, 'followers'),
});

export type ChannelDirectoryInput = z.input<typeof channelDirectoryInput>;
type Filters = z.output<typeof channelDirectoryInput>;

const c = alias('c');

/** Each sort's key (an indexed expression) and direction; ties go by id the same way. */
const SORT_KEYS: Record<ChannelSort, { key: Prisma.Sql; descending: boolean }> = {
  followers: { key: Prisma.sql`${c}."followerCount"`, descending: true },
  posts: { key: Prisma.sql`${c}."postCount"`, descending: true },
  newest: { key: Prisma.sql`${c}."createdAt"`, descending: true },
  name: { key: Prisma.sql`lower(${c}.name)`, descending: false },
};

type Key = number | Date | string;
interface Position {
  sort: ChannelSort;
  key: Key;
  id: string;
}

function encodePosition(position: Position): string {
  const key = position.key instanceof Date ? position.key.toISOString() : position.key;
  return Buffer.from(JSON.stringify([position.sort, key, position.id])).toString('base64url');
}

/** The position a cursor names, for this sort: a cursor of another sort (or a forged one) is a 400. */
function decodePosition(cursor: unknown, sort: ChannelSort): Position | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown = null;
  try {
    parsed = typeof cursor === 'string' ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 3 && parsed[0] === sort && isDatabaseId(parsed[2])) {
    const [, raw, id] = parsed as [string, unknown, string];
    if ((sort === 'followers' || sort === 'posts') && Number.isSafeInteger(raw) && Math.abs(raw as number) < 2 ** 31)
      return { sort, key: raw as number, id };
    if (sort === 'newest' && typeof raw === 'string' && isStorableDate(new Date(raw)))
      return { sort, key: new Date(raw), id };
    if (sort === 'name' && typeof raw === 'string' && raw.length <= 500) return { sort, key: raw, id };
  }
  throw badInput(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
}

function whereSql(viewerId: string, f: Filters): Prisma.Sql {
  const me = viewerParam(viewerId);
  const conditions: Prisma.Sql[] = [channelVisible(viewerId, c)];
  const search = f.search?.replace(/^#+/, '').trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(Prisma.sql`(${c}.name ILIKE ${pattern} OR ${c}.description ILIKE ${pattern})`);
  }
  // The database spells the enum's values with dashes ('cooking-bbq').
  if (f.category)
    conditions.push(Prisma.sql`${c}.categories @> ARRAY[${toSpecSpelling(f.category)}::"ChannelCategory"]`);
  if (f.price !== 'all')
    conditions.push(
      Prisma.sql`${c}."subscriptionType" = ${f.price === 'free' ? 'free' : 'subscription'}::"SubscriptionType"`,
    );
  const follows = Prisma.sql`EXISTS (SELECT 1 FROM "ChannelFollow" f WHERE f."channelId" = ${c}.id AND f."userId" = ${me})`;
  if (f.ownership === 'following') conditions.push(follows);
  // Not Following: what the viewer could follow (their own channels are not theirs to follow).
  if (f.ownership === 'not-following') conditions.push(Prisma.sql`NOT ${follows} AND ${c}."creatorId" <> ${me}`);
  if (f.ownership === 'mine') conditions.push(Prisma.sql`${c}."creatorId" = ${me}`);
  return Prisma.join(conditions, ' AND ');
}

function pageSql(viewerId: string, f: Filters, at: Position | null, take: number): Prisma.Sql {
  const { key, descending } = SORT_KEYS[f.sort];
  const direction = descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const after = at
    ? descending
      ? Prisma.sql`(${key}, ${c}.id) < (${at.key}, ${at.id}::uuid)`
      : Prisma.sql`(${key}, ${c}.id) > (${at.key}, ${at.id}::uuid)`
    : Prisma.sql`TRUE`;
  return Prisma.sql`
    SELECT ${c}.id, ${key} AS key FROM "Channel" ${c}
    WHERE ${whereSql(viewerId, f)} AND ${after}
    ORDER BY ${key} ${direction}, ${c}.id ${direction}
    LIMIT ${take}`;
}

export interface ChannelDirectoryPage {
  ids: string[];
  cursors: string[];
  nextCursor: string | null;
}

export async function channelDirectoryPage(
  db: DbTx,
  viewerId: string,
  raw: ChannelDirectoryInput & { limit?: unknown; cursor?: unknown },
): Promise<ChannelDirectoryPage> {
  const { limit, cursor, ...filters } = raw;
  const f = parseInput(channelDirectoryInput, filters);
  const take = pageSize(limit, DEFAULT_CHANNEL_PAGE, MAX_CHANNEL_PAGE);
  const at = decodePosition(cursor, f.sort);
  const rows = await db.$queryRaw<{ id: string; key: Key }[]>(pageSql(viewerId, f, at, take + 1));
  const page = rows.slice(0, take);
  const cursors = page.map((row) => encodePosition({ sort: f.sort, key: row.key, id: row.id }));
  return { ids: page.map((row) => row.id), cursors, nextCursor: rows.length > take ? (cursors.at(-1) ?? null) : null };
}

/** How many channels match (the directory's count). */
export async function countChannelDirectory(db: DbTx, viewerId: string, raw: ChannelDirectoryInput): Promise<number> {
  const f = parseInput(channelDirectoryInput, raw);
  const [row] = await db.$queryRaw<{ n: number }[]>(
    Prisma.sql`SELECT count(*)::int AS n FROM "Channel" ${c} WHERE ${whereSql(viewerId, f)}`,
  );
  return row?.n ?? 0;
}

/** The page's SQL, for EXPLAIN (scripts/bench/channel-directory.mts). */
export function channelDirectorySql(
  viewerId: string,
  raw: ChannelDirectoryInput,
  take = DEFAULT_CHANNEL_PAGE + 1,
): Prisma.Sql {
  return pageSql(viewerId, parseInput(channelDirectoryInput, raw), null, take);
}
