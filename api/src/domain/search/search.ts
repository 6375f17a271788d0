/**
 * Global search ("Search dads, groups, events..."): up to `limit` members, posts, groups and events for a
 * signed-in member, each section ranked on its own. Both /api/search and Query.search call this.
 */
import { rowsById } from '../../db/model-rows.js';
import type { DbClient } from '../../db/prisma.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { eventSearchSql, groupSearchSql, postSearchSql } from './content.js';
import { parseSearch, type ParsedQuery } from './query.js';
import { userSearchSql } from './users.js';

/** How close a name must be, as word_similarity (0..1), to count: "jon" against "john" is 0.5. */
export const NAME_SIMILARITY_THRESHOLD = 0.45;

type Ranked = { id: string; score: number }[];

/**
 * Settings for the search statements that follow in the transaction it runs in: the threshold of the trigram
 * operators (%>); no JIT compilation, which costs a ranking of thousands of matches more than it saves
 * (scripts/bench/member-search.mts); and no sequential scan where an index serves: the planner prices a trigram
 * comparison as one cheap operator, so below some tens of thousands of rows it would compare every name rather
 * than ask the trigram index (2-3 times slower at 10,000 members: scripts/bench/search-cost.mts).
 */
export function searchSettingsSql(): Prisma.Sql {
  return Prisma.sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_THRESHOLD)}, true),
    set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`;
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

export const SEARCH_SECTIONS = ['users', 'posts', 'groups', 'events'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

const sectionSql: Record<SearchSection, (viewerId: string, q: ParsedQuery) => Prisma.Sql> = {
  users: (viewerId, q) => userSearchSql(viewerId, q),
  posts: postSearchSql,
  groups: groupSearchSql,
  events: eventSearchSql,
};

/**
 * The ranked ids of each section asked for (GraphQL asks for the sections its selection holds, and loads the
 * rows with the fields asked for); the others stay empty: each section is a lookup of its own.
 */
export async function searchIds(
  prisma: DbClient,
  viewerId: string,
  raw: unknown,
  sections: readonly SearchSection[] = SEARCH_SECTIONS,
): Promise<SearchHits> {
  const q = parseSearch(raw);
  const asked = SEARCH_SECTIONS.filter((section) => sections.includes(section));
  const found: Record<SearchSection, string[]> = { users: [], posts: [], groups: [], events: [] };
  if (asked.length) {
    // One transaction, so the threshold set for the trigram operators (%>) holds for these queries only.
    const [, ...ranked] = await prisma.$transaction([
      searchSettings(prisma),
      ...asked.map((section) => prisma.$queryRaw<Ranked>(sectionSql[section](viewerId, q))),
    ]);
    asked.forEach((section, i) => {
      found[section] = (ranked[i] as Ranked).map((r) => r.id);
    });
  }
  return { userIds: found.users, postIds: found.posts, groupIds: found.groups, eventIds: found.events };
}

/** The ranked rows of each section, with what /api presents (authors, group names, counts). */
export async function search(prisma: DbClient, viewerId: string, raw: unknown) {
  const hits = await searchIds(prisma, viewerId, raw);
  const [userRows, postRows, groupRows, eventRows] = await Promise.all([
    rowsById<User>(prisma, 'User', hits.userIds),
    prisma.post.findMany({
      where: { id: { in: hits.postIds } },
      include: {
        author: true,
        group: { select: { id: true, name: true, visibility: true } },
        channel: { select: { id: true, name: true, profileImageUrl: true, isVerified: true } },
      },
    }),
    prisma.group.findMany({ where: { id: { in: hits.groupIds } }, include: { _count: { select: { members: true } } } }),
    prisma.event.findMany({
      where: { id: { in: hits.eventIds } },
      include: { _count: { select: { attendees: { where: { status: 'attending' } } } } },
    }),
  ]);
  return {
    users: inOrder(hits.userIds, userRows),
    posts: inOrder(hits.postIds, postRows),
    groups: inOrder(hits.groupIds, groupRows),
    events: inOrder(hits.eventIds, eventRows),
  };
}

export type SearchResults = Awaited<ReturnType<typeof search>>;
