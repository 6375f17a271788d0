/**
 * The political content filter (Feed Settings, `filterPoliticalContent`): one rule for every list of posts a
 * member reads (the Dadfeed, the Groupfeed, content search, suggested posts). A post is political when it is
 * in the `politics` category (#politics) or its text or hashtags hold one of these words, whole, in any case,
 * with an optional plural. Words that polls and everyday posts use ("vote", "party", "state") are left out.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { viewerParam } from '../visibility.js';
import { wholeWordsRegexSql } from './categories.js';

export const POLITICAL_KEYWORDS = [
  'politics',
  'political',
  'politician',
  'election',
  'midterm',
  'democrat',
  'democratic party',
  'republican',
  'congress',
  'congressman',
  'congresswoman',
  'senate',
  'senator',
  'liberal',
  'conservative',
  'president',
  'presidential',
  'campaign',
  'ballot',
  'partisan',
  'gop',
  'maga',
  'impeach',
  'impeachment',
  'left wing',
  'right wing',
] as const;

const politicalRegex = wholeWordsRegexSql(POLITICAL_KEYWORDS);

/** The post row aliased `p` is political (never NULL: a post without categories or hashtags has NULL lists). */
export function politicalPostSql(p: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE('politics'::"FeedCategory" = ANY(${p}.categories)
    OR ${p}.content ~* ${politicalRegex} OR array_to_string(${p}.hashtags, ' ') ~* ${politicalRegex}, FALSE)`;
}

/**
 * Keeps the post row aliased `p` unless the viewer filters political content and it is political. The
 * viewer's setting is read inside the statement (evaluated once, as an InitPlan), so a feed page stays one
 * statement, and its text the same for every viewer (db/hot.ts).
 */
export function politicsFilterSql(viewerId: string, p: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT (EXISTS (SELECT 1 FROM "User" pv WHERE pv.id = ${viewerParam(viewerId)} AND pv."filterPoliticalContent")
    AND ${politicalPostSql(p)})`;
}
