/**
 * A search lookup's work is bounded whatever the community holds (query.ts, RANKED_MATCHES): a word in more
 * posts than that ranks that many and still answers the best of them; a member search scores at most its
 * candidates, names first, and still counts every match. Read from the statements' own plans (EXPLAIN ANALYZE),
 * so it holds on PostgreSQL and PGlite alike and is no timing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, uniqueDigits } from '../../testing/factories.js';
import { explainAnalyze, planNodes, type ExplainedRows } from '../../testing/query-plan.js';
import { postSearchSql } from './content.js';
import { parsedQuery, RANKED_MATCHES } from './query.js';
import { searchSettings } from './search.js';
import { userSearchSql } from './users.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The statement's rows and every node of its plan, run as the search runs it (after its settings). */
async function run(sql: Prisma.Sql) {
  const prisma = app.services.prisma;
  const [, rows, explained] = await prisma.$transaction([
    searchSettings(prisma),
    prisma.$queryRaw<{ id: string; total?: number }[]>(sql),
    prisma.$queryRaw<ExplainedRows>(explainAnalyze(sql)),
  ]);
  return { rows, nodes: planNodes(explained) };
}

it('ranks at most RANKED_MATCHES of the posts a word is in, and answers the best of them', async () => {
  const prisma = app.services.prisma;
  const author = await buildUser(prisma);
  const word = `grillzq${uniqueDigits()}`;
  const count = RANKED_MATCHES + 60;
  await prisma.$executeRaw`INSERT INTO "Post" (id, "authorId", content, "updatedAt")
    SELECT gen_random_uuid(), ${author.id}::uuid, 'Tips on ' || ${word}::text || ' number ' || n, now() FROM generate_series(1, ${count}::int) AS n`;
  const viewer = await buildUser(prisma);
  const { rows, nodes } = await run(postSearchSql(viewer.id, parsedQuery(word, 20)));
  expect(rows).toHaveLength(20);
  const ranked = nodes.find((node) => node.Alias === 'matches');
  expect(ranked, 'the statement ranks a bounded set of matches').toBeDefined();
  expect(ranked!['Actual Rows']).toBe(RANKED_MATCHES);
});

it('scores at most its candidates of the members who match, names first, and counts them all', async () => {
  const prisma = app.services.prisma;
  const word = `birdzq${uniqueDigits()}`;
  const matches = 30;
  // Found by their bios only (their names and addresses hold other text).
  const tag = uniqueDigits();
  await prisma.$executeRaw`INSERT INTO "User" (id, email, username, "passwordHash", bio, "updatedAt")
    SELECT gen_random_uuid(), 'm' || n || '.' || ${tag}::text || '@example.com', 'm_' || n || '_' || ${tag}::text, 'x', 'Loves ' || ${word}::text, now()
    FROM generate_series(1, ${matches}::int) AS n`;
  // One member found by name (the strongest way): among the few scored, whatever the bios hold.
  const byName = await buildUser(prisma, { firstName: word });
  const viewer = await buildUser(prisma);
  const { rows, nodes } = await run(userSearchSql(viewer.id, parsedQuery(word, 5), { candidates: 10, countAll: true }));
  expect(rows[0]?.total).toBe(matches + 1);
  expect(rows.map((row) => row.id)).toContain(byName.id);
  const scored = nodes.find((node) => node['Subplan Name'] === 'CTE ranked');
  expect(scored, 'the statement scores a bounded set of matches').toBeDefined();
  expect(scored!['Actual Rows']).toBe(10);
});
