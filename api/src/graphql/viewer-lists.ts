/**
 * The viewer's short lists (the dashboard widgets: groups, followed channels, upcoming events, connections,
 * notifications, the badge counts; the suggestions: ./viewer-suggestions.ts) read together: each list field asks
 * for its first page here, and the operation's read batch (./read-batch.ts) answers every list asked for at once,
 * with one statement. Each list's rule and order come from its domain, in SQL beside the Prisma twin the fields use
 * otherwise (viewer-lists.test.ts compares the two answers); this file only shapes the rows as Prisma would. A
 * later page, or a selection the rows do not cover, goes to Prisma.
 */
import { Prisma } from '../generated/prisma/client.js';
import type { ChannelFollow, Connection, Event, GroupMember, Notification } from '../generated/prisma/client.js';
import type { GraphQLContext } from './context.js';
import { covers, revive, type RowShape } from './prisma-rows.js';
import { readTogether, type ReadPart } from './read-batch.js';
import { followedChannelsSql, newestFollowFirstSql } from '../domain/channels/followed.js';
import { acceptedConnectionIdsSql, acceptedConnectionsSql } from '../domain/connections/list.js';
import { newestFirstSql, pendingRequestsSql } from '../domain/connections/pending.js';
import { myUpcomingEventsSql, soonestFirstSql } from '../domain/events/lists.js';
import { myMembershipsSql, newestMembershipFirstSql } from '../domain/groups/my-groups.js';
import { newestNotificationFirstSql, notificationsSql } from '../domain/notifications/read.js';

export const USER: RowShape = { model: 'User' };
const GROUP_MEMBERSHIP: RowShape = {
  model: 'GroupMember',
  relations: { group: { model: 'Group', counts: ['members'] } },
};
export const CHANNEL: RowShape = { model: 'Channel', counts: ['follows'] };
const CHANNEL_FOLLOW: RowShape = { model: 'ChannelFollow', relations: { channel: CHANNEL } };
const EVENT: RowShape = { model: 'Event' };
const CONNECTION: RowShape = { model: 'Connection', relations: { requester: USER, receiver: USER } };
const NOTIFICATION: RowShape = { model: 'Notification' };

/** A page as Pothos asks Prisma for it: `take` rows (one more than shown: is there a next page?), from a cursor. */
interface PageQuery {
  take?: number;
  skip?: number;
  cursor?: unknown;
  [selection: string]: unknown;
}

/** The first page's size, when rows of `shape` answer the rest of the selection; null otherwise. */
function firstPage(query: PageQuery, shape: RowShape): number | null {
  const { take, skip, cursor, ...selection } = query;
  if (cursor !== undefined || (skip ?? 0) !== 0 || typeof take !== 'number' || take <= 0) return null;
  return covers(shape, selection) ? take : null;
}

// The statements' table aliases, as the domain's conditions and orders take them.
const gm = Prisma.raw('gm');
const g = Prisma.raw('g');
const f = Prisma.raw('f');
const ch = Prisma.raw('c');
const e = Prisma.raw('e');
const k = Prisma.raw('k');
const n = Prisma.raw('n');
const x = Prisma.raw('x');
export const userJson = (alias: string) =>
  Prisma.sql`(to_jsonb(${Prisma.raw(alias)}) - 'passwordHash' - 'searchVector')`;
export const rowsOf =
  <T>(shape: RowShape) =>
  (json: unknown) =>
    (Array.isArray(json) ? json : []).map((row) => revive<T>(shape, row));
const countOf = (json: unknown) => Number(json ?? 0);
export const listJson = (rows: Prisma.Sql) => Prisma.sql`COALESCE((${rows}), '[]'::json)`;

/** `myMembershipsSql` + `newestMembershipFirstSql` (domain/groups/my-groups.ts), each group with its size. */
export function myGroupsPage(ctx: GraphQLContext, query: PageQuery): Promise<GroupMember[]> | null {
  const take = firstPage(query, GROUP_MEMBERSHIP);
  if (take === null) return null;
  const viewerId = ctx.viewer!.id;
  const part: ReadPart<GroupMember[]> = {
    key: `myGroups:${take}`,
    sql: listJson(Prisma.sql`
      SELECT json_agg(x.row ORDER BY ${newestMembershipFirstSql(x)}) FROM (
        SELECT gm."joinedAt", gm."groupId", to_jsonb(gm) || jsonb_build_object('group', to_jsonb(g) - 'searchVector' ||
          jsonb_build_object('_count', jsonb_build_object('members', (SELECT count(*) FROM "GroupMember" m WHERE m."groupId" = g.id)))) AS row
        FROM "GroupMember" gm JOIN "Group" g ON g.id = gm."groupId"
        WHERE ${myMembershipsSql(viewerId, gm, g)}
        ORDER BY ${newestMembershipFirstSql(gm)}
        LIMIT ${take}) x`),
    read: rowsOf(GROUP_MEMBERSHIP),
  };
  void myGroupCount(ctx); // the connection's totalCount, in the same statement
  return readTogether(ctx, part).then((rows) => {
    // A member sees their own groups, private ones too: the node checks need not ask.
    for (const row of rows) ctx.visibility.groups.prime(row.groupId, true);
    return rows;
  });
}

export function myGroupCount(ctx: GraphQLContext): Promise<number> {
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: 'myGroups:count',
    sql: Prisma.sql`SELECT to_json(count(*)) FROM "GroupMember" gm JOIN "Group" g ON g.id = gm."groupId"
      WHERE ${myMembershipsSql(viewerId, gm, g)}`,
    read: countOf,
  });
}

/** `followedChannelsSql` + `newestFollowFirstSql` (domain/channels/followed.ts), with follower counts. */
export function followedChannelsPage(
  ctx: GraphQLContext,
  query: PageQuery,
  primeVisible: (id: string) => void,
): Promise<ChannelFollow[]> | null {
  const take = firstPage(query, CHANNEL_FOLLOW);
  if (take === null) return null;
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: `followedChannels:${take}`,
    sql: listJson(Prisma.sql`
      SELECT json_agg(x.row ORDER BY ${newestFollowFirstSql(x)}) FROM (
        SELECT f."createdAt", f."channelId", to_jsonb(f) || jsonb_build_object('channel', ${channelJson('c')}) AS row
        FROM "ChannelFollow" f JOIN "Channel" c ON c.id = f."channelId"
        WHERE ${followedChannelsSql(viewerId, f, ch)}
        ORDER BY ${newestFollowFirstSql(f)}
        LIMIT ${take}) x`),
    read: rowsOf<ChannelFollow>(CHANNEL_FOLLOW),
  }).then((rows) => {
    for (const row of rows) primeVisible(row.channelId);
    return rows;
  });
}

/** A channel's row as JSON, with `_count.follows` from the count a trigger keeps (`Channel.followerCount`). */
export function channelJson(alias: string): Prisma.Sql {
  const c = Prisma.raw(alias);
  return Prisma.sql`(to_jsonb(${c}) - 'searchVector' ||
    jsonb_build_object('_count', jsonb_build_object('follows', ${c}."followerCount")))`;
}

/** `myUpcomingEventsSql` + `soonestFirstSql` (domain/events/lists.ts): hosting or attending, from now on. */
export function myUpcomingEventsPage(
  ctx: GraphQLContext,
  query: object,
  take: number,
  now = new Date(),
): Promise<Event[]> | null {
  if (!covers(EVENT, query)) return null;
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: `myUpcomingEvents:${take}`,
    sql: listJson(Prisma.sql`
      SELECT json_agg(x.row ORDER BY ${soonestFirstSql(x)}) FROM (
        SELECT e."startDate", e.id, to_jsonb(e) - 'searchVector' AS row
        FROM "Event" e
        WHERE ${myUpcomingEventsSql(viewerId, e, now)}
        ORDER BY ${soonestFirstSql(e)}
        LIMIT ${take}) x`),
    read: rowsOf<Event>(EVENT),
  }).then((rows) => {
    // Their host or attendee sees them, private ones too.
    for (const row of rows) ctx.visibility.events.prime(row.id, true);
    return rows;
  });
}

/** `acceptedConnectionsSql` + `newestFirstSql` (domain/connections): accepted, whoever asked, with both members. */
export function connectionsPage(ctx: GraphQLContext, query: PageQuery): Promise<Connection[]> | null {
  const take = firstPage(query, CONNECTION);
  if (take === null) return null;
  const viewerId = ctx.viewer!.id;
  void connectionCount(ctx);
  return readTogether(ctx, {
    key: `connections:${take}`,
    sql: listJson(Prisma.sql`
      SELECT json_agg(x.row ORDER BY ${newestFirstSql(x)}) FROM (
        SELECT k."createdAt", k.id, to_jsonb(k) || jsonb_build_object(
          'requester', (SELECT ${userJson('u')} FROM "User" u WHERE u.id = k."requesterId"),
          'receiver', (SELECT ${userJson('u')} FROM "User" u WHERE u.id = k."receiverId")) AS row
        FROM "Connection" k
        WHERE ${acceptedConnectionsSql(viewerId, k)}
        ORDER BY ${newestFirstSql(k)}
        LIMIT ${take}) x`),
    read: rowsOf<Connection>(CONNECTION),
  }).then((rows) => {
    // The privacy rules need the relationship: these are accepted connections.
    for (const row of rows)
      ctx.relationships.prime(row.requesterId === viewerId ? row.receiverId : row.requesterId, 'connection');
    return rows;
  });
}

export function connectionCount(ctx: GraphQLContext): Promise<number> {
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: 'connections:count',
    sql: Prisma.sql`SELECT to_json(count(*)) FROM (${acceptedConnectionIdsSql(viewerId)}) connected`,
    read: countOf,
  });
}

/** `pendingRequestsSql` (domain/connections/pending.ts): requests the viewer received and has not answered. */
export function pendingRequestCount(ctx: GraphQLContext): Promise<number> {
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: 'pendingRequests:count',
    sql: Prisma.sql`SELECT to_json(count(*)) FROM "Connection" k WHERE ${pendingRequestsSql(viewerId, k)}`,
    read: countOf,
  });
}

/** `notificationsSql` + `newestNotificationFirstSql` (domain/notifications/read.ts): the viewer's, newest first. */
export function notificationsPage(ctx: GraphQLContext, query: PageQuery): Promise<Notification[]> | null {
  const take = firstPage(query, NOTIFICATION);
  if (take === null) return null;
  const viewerId = ctx.viewer!.id;
  return readTogether(ctx, {
    key: `notifications:${take}`,
    sql: listJson(Prisma.sql`
      SELECT json_agg(x.row ORDER BY ${newestNotificationFirstSql(x)}) FROM (
        SELECT n."createdAt", n.id, to_jsonb(n) AS row
        FROM "Notification" n
        WHERE ${notificationsSql(viewerId, n)}
        ORDER BY ${newestNotificationFirstSql(n)}
        LIMIT ${take}) x`),
    read: rowsOf<Notification>(NOTIFICATION),
  });
}
