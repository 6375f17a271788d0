/**
 * One page of a post feed (the Dadfeed, the Groupfeed): the posts that meet the feed's conditions, newest
 * first, with all their card details and their authors' cards (one statement), and the next page's cursor. For
 * GraphQL the same statement also reads the whole rows of the authors, groups and channels the selection asks for.
 */
import { hot, hotLimit } from '../../db/hot.js';
import { rowFromJson, rowJsonSql } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type Channel, type Group, type User } from '../../generated/prisma/client.js';
import { CREDENTIALS, type CredentialColumn } from '../users/credentials.js';
import { decodeCursor, encodeCursor, type FeedPosition } from './cursor.js';
import { feedPostColumns, toFeedPost, type FeedPost } from './details.js';

export interface FeedPage {
  posts: FeedPost[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** With `nodeRows`: the page's authors, groups or channels asked for, whole rows (each once). */
  nodes?: PageNodes;
}

/**
 * The whole rows of a page's authors (without their credentials), groups and channels, as rowsById reads them.
 * GraphQL resolves a card's author, group and channel as nodes from whole rows; reading them in the page's own
 * statement saves a statement for each (and its round trip).
 */
export interface PageNodes {
  users: Omit<User, CredentialColumn>[];
  groups: Group[];
  channels: Channel[];
}

/** Which of a page's nodes to read whole (FeedPage.nodes): those a GraphQL selection asks for. */
export interface NodeRows {
  author?: boolean;
  group?: boolean;
  channel?: boolean;
}

export interface FeedPageRequest {
  cursor?: string | undefined;
  limit: number;
  nodeRows?: NodeRows | undefined;
}

type NodeRowsColumns = {
  authorRow: Record<string, unknown> | null;
  groupRow: Record<string, unknown> | null;
  channelRow: Record<string, unknown> | null;
};

/** The SELECT list's part that reads a post's (aliased `p`) node rows: nothing when none is asked for. */
function nodeRowsSql(p: Prisma.Sql, { author, group, channel }: NodeRows): Prisma.Sql {
  const columns = [
    ...(author
      ? [Prisma.sql`${rowJsonSql('User', Prisma.sql`t.id = ${p}."authorId"`, CREDENTIALS)} AS "authorRow"`]
      : []),
    ...(group ? [Prisma.sql`${rowJsonSql('Group', Prisma.sql`t.id = ${p}."groupId"`)} AS "groupRow"`] : []),
    ...(channel ? [Prisma.sql`${rowJsonSql('Channel', Prisma.sql`t.id = ${p}."channelId"`)} AS "channelRow"`] : []),
  ];
  return columns.length ? Prisma.sql`, ${Prisma.join(columns, ', ')}` : Prisma.empty;
}

/** A row read with rowJsonSql into `into`, once per id. */
function collect<T>(
  into: Map<string, T>,
  row: Record<string, unknown> | null,
  read: (row: Record<string, unknown>) => T,
) {
  if (row && !into.has(row.id as string)) into.set(row.id as string, read(row));
}

function pageNodes(rows: Partial<NodeRowsColumns>[]): PageNodes {
  const users = new Map<string, Omit<User, CredentialColumn>>();
  const groups = new Map<string, Group>();
  const channels = new Map<string, Channel>();
  for (const { authorRow = null, groupRow = null, channelRow = null } of rows) {
    collect(users, authorRow, (row) => rowFromJson('User', row, CREDENTIALS));
    collect(groups, groupRow, (row) => rowFromJson('Group', row));
    collect(channels, channelRow, (row) => rowFromJson('Channel', row));
  }
  return { users: [...users.values()], groups: [...groups.values()], channels: [...channels.values()] };
}

/**
 * The page's statement (`conditions` on the post row aliased `p`): `limit + 1` rows, the extra one telling
 * whether a next page exists (or a few more: the LIMIT is one of a few sizes, db/hot.ts). The benchmark EXPLAINs
 * it (scripts/bench/feed.mts).
 */
export function feedPageSql(
  viewerId: string,
  conditions: Prisma.Sql[],
  after: FeedPosition | null,
  limit: number,
  nodeRows: NodeRows = {},
): Prisma.Sql {
  const p = Prisma.raw('p');
  const where = [...conditions];
  // A row comparison on the index's own columns: the index is walked from the cursor on, so page 10 costs
  // what page 1 does.
  if (after)
    where.push(
      Prisma.sql`(${p}."createdAt", ${p}.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  return Prisma.sql`
    SELECT ${feedPostColumns(viewerId, p)}${nodeRowsSql(p, nodeRows)}
    FROM "Post" p
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY p."createdAt" DESC, p.id DESC
    LIMIT ${hotLimit(limit + 1)}`;
}

/** `conditions` are on the post row aliased `p`. */
export async function postFeedPage(
  db: DbTx,
  viewerId: string,
  conditions: Prisma.Sql[],
  { cursor, limit, nodeRows = {} }: FeedPageRequest,
): Promise<FeedPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db.$queryRaw<(Parameters<typeof toFeedPost>[0] & Partial<NodeRowsColumns>)[]>(
    hot(feedPageSql(viewerId, conditions, after, limit, nodeRows)),
  );

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
  const posts = page.flatMap(({ authorRow: _a, groupRow: _g, channelRow: _c, ...row }) => toFeedPost(row) ?? []);
  const asked = nodeRows.author || nodeRows.group || nodeRows.channel;
  return asked ? { posts, nextCursor, nodes: pageNodes(page) } : { posts, nextCursor };
}
