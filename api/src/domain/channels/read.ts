/**
 * Reading channels: one by id (only when the viewer may see it, else "not found", so private channels cannot
 * be probed), and lists by id with the counts and the viewer's own standing that every channel shape shows.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type Channel } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import { alias } from '../visibility.js';
import { channelVisible } from './visibility.js';

export async function isChannelVisible(db: DbTx, viewerId: string, channelId: string): Promise<boolean> {
  const c = alias('c');
  const rows = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT ${c}.id FROM "Channel" ${c} WHERE ${c}.id = ${channelId}::uuid AND ${channelVisible(viewerId, c)}`,
  );
  return rows.length > 0;
}

/** The channel, if it exists and the viewer may see it; otherwise 404 (a malformed id is a 400). */
export async function findVisibleChannel(db: DbTx, viewerId: string, rawId: unknown): Promise<Channel> {
  const id = requireId(rawId, 'channel');
  const channel = (await isChannelVisible(db, viewerId, id)) ? await db.channel.findUnique({ where: { id } }) : null;
  if (!channel) throw notFound('Channel');
  return channel;
}

/** What presenting a channel needs: its creator, its counts and whether the viewer follows or subscribes. */
export function channelListInclude(viewerId: string) {
  return {
    creator: { select: { id: true, username: true, profileImageUrl: true } },
    _count: { select: { subscriptions: true } },
    follows: { where: { userId: viewerId }, select: { userId: true } },
    subscriptions: { where: { userId: viewerId }, select: { userId: true } },
  } satisfies Prisma.ChannelInclude;
}

/** `followerCount` and `postCount` are the channel's own columns, kept by triggers. */
export interface ListedChannel extends Channel {
  creator: { id: string; username: string | null; profileImageUrl: string | null };
  subscriberCount: number;
  /** Members who follow or subscribe (each counted once). */
  memberCount: number;
  isFollowing: boolean;
  isSubscribed: boolean;
}

/** Channels by id with what presenting needs, in the order of `ids` (visibility is the caller's). */
export async function loadListedChannels(db: DbTx, viewerId: string, ids: readonly string[]): Promise<ListedChannel[]> {
  if (ids.length === 0) return [];
  const [rows, members] = await Promise.all([
    db.channel.findMany({ where: { id: { in: [...ids] } }, include: channelListInclude(viewerId) }),
    channelMemberCounts(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { _count, follows, subscriptions, ...channel } = row;
    return [
      {
        ...channel,
        subscriberCount: _count.subscriptions,
        memberCount: members.get(id) ?? 0,
        isFollowing: follows.length > 0,
        isSubscribed: subscriptions.length > 0,
      },
    ];
  });
}

/** Members who follow or subscribe, each counted once, per channel. */
export async function channelMemberCounts(db: DbTx, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ channelId: string; members: number }[]>(Prisma.sql`
    SELECT m."channelId", count(DISTINCT m."userId")::int AS members FROM (
      SELECT "channelId", "userId" FROM "ChannelFollow" WHERE "channelId" = ANY(${[...ids]}::uuid[])
      UNION ALL
      SELECT "channelId", "userId" FROM "ChannelSubscription" WHERE "channelId" = ANY(${[...ids]}::uuid[])
    ) m GROUP BY m."channelId"`);
  return new Map(rows.map((r) => [r.channelId, Number(r.members)]));
}

/** One channel as the viewer sees it, with counts; 404 when it is not there for them. */
export async function getListedChannel(db: DbTx, viewerId: string, rawId: unknown): Promise<ListedChannel> {
  const channel = await findVisibleChannel(db, viewerId, rawId);
  const [listed] = await loadListedChannels(db, viewerId, [channel.id]);
  if (!listed) throw notFound('Channel');
  return listed;
}
