/**
 * Finding members: full text over names, bio and interests (the searchVector leaves e-mail and location out),
 * trigram similarity on username, first and last name (so "Jon" finds "John"), and e-mail or location only
 * where the viewer may see that field (the privacy rules, as SQL). Never a member in a blocked pair with the
 * viewer. Every way of matching is served by an index (scripts/bench/member-search.mts shows the plans).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { canSeeFieldSql } from '../users/privacy.js';
import { alias, viewerParam } from '../visibility.js';
import { escapeLike, RANKED_MATCHES, type ParsedQuery } from './query.js';
import { suspendedOtherSql } from '../moderation/visibility.js';

export interface UserSearchOptions {
  /** Rows of the ranking to skip (a later page). */
  offset?: number;
  /** Leave the viewer out (the Networking search); the global search box may find oneself. */
  excludeViewer?: boolean;
  /** The most matches scored (RANKED_MATCHES): what bounds the statement's work. */
  candidates?: number;
  /**
   * Count every match (`total`; the Networking search's "12 dads found"): each way then finds all its matches.
   * Otherwise each way stops at `candidates`, and `total` counts only what was found.
   */
  countAll?: boolean;
}

/** `id, score, total` (how many match: every one with `countAll`), best first, at most `q.limit` rows. */
export function userSearchSql(
  viewerId: string,
  q: ParsedQuery,
  { offset = 0, excludeViewer = false, candidates = RANKED_MATCHES, countAll = false }: UserSearchOptions = {},
): Prisma.Sql {
  const u = alias('u');
  const tsq = q.prefixTsQuery
    ? Prisma.sql`(to_tsquery('simple', ${q.prefixTsQuery}) || to_tsquery('english', ${q.prefixTsQuery}))`
    : null;
  const textRank = tsq ? Prisma.sql`ts_rank(${u}."searchVector", ${tsq})` : Prisma.sql`0`;
  // %> is word_similarity(query, column) >= pg_trgm.word_similarity_threshold, served by the trigram indexes.
  const nameHits = ['username', 'firstName', 'lastName'].map(
    (column) => Prisma.sql`${u}.${Prisma.raw(`"${column}"`)} %> ${q.text}`,
  );
  // The best-matching stretch of the username and names together (at least as close as the best single one,
  // in one call: trigram comparisons are the ranking's main cost), or the whole name.
  const nameSimilarity = Prisma.sql`GREATEST(
    word_similarity(${q.text}, concat_ws(' ', ${u}.username, ${u}."firstName", ${u}."lastName")),
    similarity(${q.text}, concat_ws(' ', ${u}."firstName", ${u}."lastName")))`;
  const like = escapeLike(q.text);
  // An address is matched from its start (or anywhere once the query has an @): "ex" should not find every example.com.
  const emailPattern = q.text.includes('@') ? `%${like}%` : `${like}%`;
  const emailHit = Prisma.sql`(${u}.email ILIKE ${emailPattern} AND ${canSeeFieldSql('email', viewerId, u)})`;
  const locationHit = Prisma.sql`(${u}.location ILIKE ${`%${like}%`} AND ${canSeeFieldSql('location', viewerId, u)})`;
  // The order of the ways is the order candidates are taken in: names (the strongest matches) first.
  const ways = [...nameHits, emailHit, locationHit, ...(tsq ? [Prisma.sql`${u}."searchVector" @@ ${tsq}`] : [])];

  const score = Prisma.sql`${textRank} + ${nameSimilarity}
    + CASE WHEN ${emailHit} THEN 0.5 ELSE 0 END
    + CASE WHEN ${locationHit} THEN 0.2 ELSE 0 END`;
  const others = Prisma.sql`NOT ${blockedPairSql(viewerParam(viewerId), Prisma.sql`${u}.id`)}
    AND NOT ${suspendedOtherSql(viewerParam(viewerId), Prisma.sql`${u}.id`)}
    ${excludeViewer ? Prisma.sql`AND ${u}.id <> ${viewerParam(viewerId)}` : Prisma.empty}`;
  // Each way of matching is its own SELECT of ids, so each is planned on its own index (one OR of them all may
  // be planned as a scan of every member: the planner does not know what a trigram comparison costs). Finding
  // and counting the matches is cheaper; scoring them is not (trigram comparisons and ts_rank, per member), and
  // a word every bio holds would score the whole community: so at most `candidates` are scored, taken by the way
  // they matched (names first).
  const enough = countAll ? Prisma.empty : Prisma.sql`LIMIT ${candidates}`;
  const matches = ways.map(
    (hit, way) =>
      Prisma.sql`(SELECT ${u}.id, ${way}::int AS way FROM "User" ${u} WHERE ${hit} AND ${others} ${enough})`,
  );
  return Prisma.sql`
    WITH matches AS MATERIALIZED (SELECT id, min(way) AS way FROM (${Prisma.join(matches, ' UNION ALL ')}) m GROUP BY id),
    ranked AS MATERIALIZED (
      SELECT ${u}.id, lower(${u}.username) AS name, ${score} AS score
      FROM (SELECT id FROM matches ORDER BY way, id LIMIT ${candidates}) c JOIN "User" ${u} ON ${u}.id = c.id)
    SELECT id, score, (SELECT count(*)::int FROM matches) AS total
    FROM ranked
    ORDER BY score DESC, name ASC, id ASC
    LIMIT ${q.limit} OFFSET ${offset}`;
}
