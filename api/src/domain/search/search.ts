/**
 * Global search ("Search dads, groups, events..."): up to `limit` members, posts, groups and events for a
 * signed-in member, each section ranked on its own. Both /api/search and Query.search call this.
 */
import type { DbClient } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { eventSearchSql, groupSearchSql, postSearchSql } from './content.js';
import { parseSearch } from './query.js';
import { userSearchSql } from './users.js';

/** How close a name must be, as word_similarity (0..1), to count: "jon" against "john" is 0.5. */
export const NAME_SIMILARITY_THRESHOLD = 0.45;

type Ranked = { id: string; score: number }[];

/**
 * Settings for the search statements that follow in the transaction it runs in: the threshold of the trigram
 * operators (%>), and no JIT compilation, which costs a ranking of thousands of matches more than it saves
 * (scripts/bench/member-search.mts).
 */
export function searchSettingsSql(): Prisma.Sql {
  return Prisma.sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_THRESHOLD)}, true),
    set_config('jit', 'off', true)`;
}

export function searchSettings(prisma: DbClient) {
  return prisma.$queryRaw(searchSettingsSql());
}

/** Rows loaded by id, back in ranked order. */
export function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface SearchHits {
  userIds: string[];
  postIds: string[];
  groupIds: string[];
  eventIds: string[];
}

/** The ranked ids of each section (GraphQL loads the rows with the fields asked for). */
export async function searchIds(prisma: DbClient, viewerId: string, raw: unknown): Promise<SearchHits> {
  const q = parseSearch(raw);
  // One transaction, so the threshold set for the trigram operators (%>) holds for these queries only.
  const [, users, posts, groups, events] = await prisma.$transaction([
    searchSettings(prisma),
    prisma.$queryRaw<Ranked>(userSearchSql(viewerId, q)),
    prisma.$queryRaw<Ranked>(postSearchSql(viewerId, q)),
    prisma.$queryRaw<Ranked>(groupSearchSql(viewerId, q)),
    prisma.$queryRaw<Ranked>(eventSearchSql(viewerId, q)),
  ]);
  const ids = (rows: Ranked) => rows.map((r) => r.id);
  return { userIds: ids(users), postIds: ids(posts), groupIds: ids(groups), eventIds: ids(events) };
}

/** The ranked rows of each section, with what /api presents (authors, group names, counts). */
export async function search(prisma: DbClient, viewerId: string, raw: unknown) {
  const hits = await searchIds(prisma, viewerId, raw);
  const [userRows, postRows, groupRows, eventRows] = await Promise.all([
    prisma.user.findMany({ where: { id: { in: hits.userIds } } }),
    prisma.post.findMany({
      where: { id: { in: hits.postIds } },
      include: {
        author: true,
        group: { select: { id: true, name: true, visibility: true } },
        channel: { select: { id: true, name: true, profileImageUrl: true, isVerified: true } },
      },
    }),
    prisma.group.findMany({ where: { id: { in: hits.groupIds } }, include: { _count: { select: { members: true } } } }),
    prisma.event.findMany({ where: { id: { in: hits.eventIds } }, include: { _count: { select: { attendees: { where: { status: 'attending' } } } } } }),
  ]);
  return {
    users: inOrder(hits.userIds, userRows),
    posts: inOrder(hits.postIds, postRows),
    groups: inOrder(hits.groupIds, groupRows),
    events: inOrder(hits.eventIds, eventRows),
  };
}

export type SearchResults = Awaited<ReturnType<typeof search>>;
