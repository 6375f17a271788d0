/**
 * Finding posts, groups and events: ranked full text over their searchVector (prefix terms, so "gril" finds
 * "grilling"), plus trigram similarity on group names and event titles, and only what the viewer may see
 * (posts: no blocked pair's, no political ones for a member who filters them).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { eventVisible } from '../events/visibility.js';
import { groupVisible } from '../groups/visibility.js';
import { politicsFilterSql } from '../posts/politics.js';
import { postVisible } from '../posts/visibility.js';
import { alias } from '../visibility.js';
import type { ParsedQuery } from './query.js';

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

export function postSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const p = alias('p');
  const text = fullText(Prisma.sql`${p}."searchVector"`, q);
  // A word typed as is may also be one of the post's hashtags (stored lower-case without '#').
  const tagHit = q.terms.length ? Prisma.sql`${p}.hashtags && ${q.terms}::text[]` : Prisma.sql`FALSE`;
  return Prisma.sql`
    SELECT ${p}.id, ${text.rank} + CASE WHEN ${tagHit} THEN 0.1 ELSE 0 END AS score
    FROM "Post" ${p}
    WHERE (${text.hit} OR ${tagHit}) AND ${postVisible(viewerId, p)} AND ${politicsFilterSql(viewerId, p)}
    ORDER BY score DESC, ${p}."createdAt" DESC, ${p}.id DESC
    LIMIT ${q.limit}`;
}

export function groupSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const g = alias('g');
  const text = fullText(Prisma.sql`${g}."searchVector"`, q);
  return Prisma.sql`
    SELECT ${g}.id, ${text.rank} + word_similarity(${q.text}, ${g}.name) AS score
    FROM "Group" ${g}
    WHERE (${text.hit} OR ${g}.name %> ${q.text}) AND ${groupVisible(viewerId, g)}
    ORDER BY score DESC, lower(${g}.name) ASC
    LIMIT ${q.limit}`;
}

export function eventSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const e = alias('e');
  const text = fullText(Prisma.sql`${e}."searchVector"`, q);
  return Prisma.sql`
    SELECT ${e}.id, ${text.rank} + word_similarity(${q.text}, ${e}.title) AS score
    FROM "Event" ${e}
    WHERE (${text.hit} OR ${e}.title %> ${q.text}) AND ${eventVisible(viewerId, e)}
    ORDER BY score DESC, ${e}."startDate" DESC, ${e}.id DESC
    LIMIT ${q.limit}`;
}
