/**
 * Finding posts, groups and events: ranked full text over their searchVector (prefix terms, so "gril" finds
 * "grilling"), plus trigram similarity on group names and event titles, and only what the viewer may see
 * (posts: no blocked pair's, no political ones for a member who filters them). Each section ranks at most
 * RANKED_MATCHES matches (./query.ts).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { eventVisible } from '../events/visibility.js';
import { groupVisible } from '../groups/visibility.js';
import { politicsFilterSql } from '../posts/politics.js';
import { postVisible } from '../posts/visibility.js';
import { alias } from '../visibility.js';
import { RANKED_MATCHES, type ParsedQuery } from './query.js';

/** English stems whole words ("grilling" → "grill"); simple keeps partial ones as typed. */
function tsQuery(q: ParsedQuery): Prisma.Sql | null {
  return q.prefixTsQuery
    ? Prisma.sql`(to_tsquery('english', ${q.prefixTsQuery}) || to_tsquery('simple', ${q.prefixTsQuery}))`
    : null;
}

function fullText(column: Prisma.Sql, q: ParsedQuery) {
  const tsq = tsQuery(q);
  return {
    hit: tsq ? Prisma.sql`${column} @@ ${tsq}` : Prisma.sql`FALSE`,
    rank: tsq ? Prisma.sql`ts_rank(${column}, ${tsq})` : Prisma.sql`0`,
  };
}

/**
 * The statement of one section: at most RANKED_MATCHES matches the viewer may see are scored, then the best
 * `q.limit` of them returned, best first (ties: `tieBreak`).
 */
function rankedSql(
  columns: Prisma.Sql,
  from: Prisma.Sql,
  where: Prisma.Sql,
  tieBreak: Prisma.Sql,
  q: ParsedQuery,
): Prisma.Sql {
  return Prisma.sql`
    SELECT id, score FROM (SELECT ${columns} FROM ${from} WHERE ${where} LIMIT ${RANKED_MATCHES}) matches
    ORDER BY score DESC, ${tieBreak}
    LIMIT ${q.limit}`;
}

export function postSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const p = alias('p');
  const text = fullText(Prisma.sql`${p}."searchVector"`, q);
  // A word typed as is may also be one of the post's hashtags (stored lower-case without '#').
  const tagHit = q.terms.length ? Prisma.sql`${p}.hashtags && ${q.terms}::text[]` : Prisma.sql`FALSE`;
  return rankedSql(
    Prisma.sql`${p}.id, ${p}."createdAt", ${text.rank} + CASE WHEN ${tagHit} THEN 0.1 ELSE 0 END AS score`,
    Prisma.sql`"Post" ${p}`,
    Prisma.sql`(${text.hit} OR ${tagHit}) AND ${postVisible(viewerId, p)} AND ${politicsFilterSql(viewerId, p)}`,
    Prisma.sql`"createdAt" DESC, id DESC`,
    q,
  );
}

export function groupSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const g = alias('g');
  const text = fullText(Prisma.sql`${g}."searchVector"`, q);
  return rankedSql(
    Prisma.sql`${g}.id, lower(${g}.name) AS name, ${text.rank} + word_similarity(${q.text}, ${g}.name) AS score`,
    Prisma.sql`"Group" ${g}`,
    Prisma.sql`(${text.hit} OR ${g}.name %> ${q.text}) AND ${groupVisible(viewerId, g)}`,
    Prisma.sql`name ASC`,
    q,
  );
}

export function eventSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const e = alias('e');
  const text = fullText(Prisma.sql`${e}."searchVector"`, q);
  return rankedSql(
    Prisma.sql`${e}.id, ${e}."startDate", ${text.rank} + word_similarity(${q.text}, ${e}.title) AS score`,
    Prisma.sql`"Event" ${e}`,
    Prisma.sql`(${text.hit} OR ${e}.title %> ${q.text}) AND ${eventVisible(viewerId, e)}`,
    Prisma.sql`"startDate" DESC, id DESC`,
    q,
  );
}
