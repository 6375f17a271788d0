/**
 * Finding members: full text over names, bio and interests (the searchVector leaves e-mail and location out),
 * trigram similarity on username, first and last name (so "Jon" finds "John"), and e-mail or location only
 * where the viewer may see that field (the privacy rules, as SQL).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { canSeeFieldSql } from '../users/privacy.js';
import { alias } from '../visibility.js';
import { escapeLike, type ParsedQuery } from './query.js';

export function userSearchSql(viewerId: string, q: ParsedQuery): Prisma.Sql {
  const u = alias('u');
  const tsq = q.prefixTsQuery
    ? Prisma.sql`(to_tsquery('simple', ${q.prefixTsQuery}) || to_tsquery('english', ${q.prefixTsQuery}))`
    : null;
  const textHit = tsq ? Prisma.sql`${u}."searchVector" @@ ${tsq}` : Prisma.sql`FALSE`;
  const textRank = tsq ? Prisma.sql`ts_rank(${u}."searchVector", ${tsq})` : Prisma.sql`0`;
  // %> is word_similarity(query, column) >= pg_trgm.word_similarity_threshold, served by the trigram indexes.
  const nameHit = Prisma.sql`(${u}.username %> ${q.text} OR ${u}."firstName" %> ${q.text} OR ${u}."lastName" %> ${q.text})`;
  const nameSimilarity = Prisma.sql`GREATEST(
    word_similarity(${q.text}, ${u}.username),
    word_similarity(${q.text}, COALESCE(${u}."firstName", '')),
    word_similarity(${q.text}, COALESCE(${u}."lastName", '')),
    similarity(${q.text}, concat_ws(' ', ${u}."firstName", ${u}."lastName")))`;
  const like = escapeLike(q.text);
  // An address is matched from its start (or anywhere once the query has an @): "ex" should not find every example.com.
  const emailPattern = q.text.includes('@') ? `%${like}%` : `${like}%`;
  const emailHit = Prisma.sql`(${u}.email ILIKE ${emailPattern} AND ${canSeeFieldSql('email', viewerId, u)})`;
  const locationHit = Prisma.sql`(${u}.location ILIKE ${`%${like}%`} AND ${canSeeFieldSql('location', viewerId, u)})`;

  return Prisma.sql`
    SELECT ${u}.id,
      ${textRank} + ${nameSimilarity}
        + CASE WHEN ${emailHit} THEN 0.5 ELSE 0 END
        + CASE WHEN ${locationHit} THEN 0.2 ELSE 0 END AS score
    FROM "User" ${u}
    WHERE ${textHit} OR ${nameHit} OR ${emailHit} OR ${locationHit}
    ORDER BY score DESC, lower(${u}.username) ASC
    LIMIT ${q.limit}`;
}
