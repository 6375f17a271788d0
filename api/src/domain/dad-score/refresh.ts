/**
 * Keeping the stored Dad Score current (docs/dad-score.md): every command that changes what the score counts
 * recomputes the scores of the members it affects, in its own transaction (the request's unit of work), so a score
 * commits with what it counts and pages only read it.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { activitySql } from './activity.js';
import { DAD_SCORE_WEIGHTS } from './formula.js';

/** The formula over `activitySql`'s columns. */
function scoreSql(userIds: readonly string[]): Prisma.Sql {
  const terms = Object.entries(DAD_SCORE_WEIGHTS).map(
    ([input, weight]) => Prisma.sql`${weight}::int * a.${Prisma.raw(`"${input}"`)}`,
  );
  return Prisma.sql`SELECT a.id::uuid AS id, (${Prisma.join(terms, ' + ')})::int AS score FROM (${activitySql(userIds)}) a`;
}

/**
 * Recomputes the members' stored scores; each is written only when it changed. Call it inside the command's
 * transaction, after its writes. The rows are locked first, in id order: a command affecting the same member at
 * the same moment waits, and then counts with what this one committed (in READ COMMITTED each statement sees the
 * latest commits; counting in the UPDATE itself would use the snapshot taken before the wait).
 */
export async function refreshDadScores(db: DbTx, memberIds: readonly (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(memberIds.filter((id): id is string => Boolean(id)))].sort();
  if (ids.length === 0) return;
  const list = Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`));
  await db.$queryRaw`SELECT id FROM "User" WHERE id IN (${list}) ORDER BY id FOR NO KEY UPDATE`;
  await db.$executeRaw`
    UPDATE "User" u SET "dadScore" = s.score
    FROM (${scoreSql(ids)}) s
    WHERE u.id = s.id AND u."dadScore" <> s.score`;
}
