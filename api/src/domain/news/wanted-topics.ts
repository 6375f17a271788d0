/**
 * What a refresh asks the providers for: the members' interests and favourite teams, most shared first (a
 * NewsAPI query has room for only so many), then the rest of the known topics.
 */
import type { DbTx } from '../../db/prisma.js';
import { knownTopics, uniqueTopics } from './topics.js';

/** Enough for any query; the tail of a long list is a single member's spelling of something. */
const MAX_MEMBER_TOPICS = 200;

export async function wantedTopics(db: DbTx): Promise<string[]> {
  const rows = await db.$queryRaw<{ topic: string }[]>`
    SELECT topic FROM (
      SELECT unnest(interests) AS topic FROM "User"
      UNION ALL
      SELECT unnest("sportsFavoriteTeams") FROM "User"
    ) AS wanted
    WHERE btrim(topic) <> ''
    GROUP BY topic
    ORDER BY count(*) DESC, topic
    LIMIT ${MAX_MEMBER_TOPICS}`;
  return uniqueTopics([...rows.map((r) => r.topic), ...knownTopics]);
}
