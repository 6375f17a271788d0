/**
 * The catch-up of a live feed's subscription made `after` a post (feedPostsAfter) reads the posts after that one,
 * not the feed from its oldest post, however many came before. Read from the statement's own plan (EXPLAIN
 * ANALYZE), so it holds on PostgreSQL and PGlite alike and is no timing: written as a join, the same conditions
 * made the planner walk the posts' date index from the oldest post and filter its way up to the one named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { explainAnalyze, planNodes, type ExplainedRows } from '../../testing/query-plan.js';
import { feedPostsAfter, feedPostsAfterSql, liveDadfeed, liveGroupfeed, type LiveFeed } from './live.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * Posts on the feed before the one the client names: the part of the feed a good plan never reads. Enough for the
 * planner to show the difference: with the bound read as a join, the Dadfeed's catch-up read all 40,008 posts.
 */
const OLDER = 20_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Every row the statement's scans of the feed's posts (`p`) looked at, kept or filtered out. */
async function postsRead(sql: Prisma.Sql): Promise<number> {
  const explained = await app.services.prisma.$queryRaw<ExplainedRows>(explainAnalyze(sql));
  let read = 0;
  for (const node of planNodes(explained)) {
    if (node['Relation Name'] !== 'Post' || node.Alias !== 'p') continue;
    const removed = ['Rows Removed by Filter', 'Rows Removed by Index Recheck'].map((key) => Number(node[key] ?? 0));
    read += Number(node['Actual Rows']) * Number(node['Actual Loops'] ?? 1) + removed[0]! + removed[1]!;
  }
  return read;
}

/**
 * OLDER posts by `authorId` two to three hours ago (in `groupId` if given), then the post the client shows an hour
 * ago, then three newer ones; returns the shown post and the newer ones, and refreshes the planner's statistics.
 */
async function feedWithHistory(authorId: string, groupId: string | null) {
  const { prisma } = app.services;
  await prisma.$executeRaw`
    INSERT INTO "Post" (id, "authorId", "groupId", content, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${authorId}::uuid, ${groupId}::uuid, 'Earlier post ' || n,
           now() - make_interval(mins => 120 + n % 60, secs => n), now()
    FROM generate_series(1, ${OLDER}::int) AS n`;
  const shown = await buildPost(prisma, authorId, { groupId, createdAt: minutesAgo(60) });
  const newer = [];
  for (const minutes of [30, 20, 10])
    newer.push(await buildPost(prisma, authorId, { groupId, createdAt: minutesAgo(minutes) }));
  await prisma.$executeRaw`ANALYZE "Post"`;
  return { shown, newer: newer.map((post) => post.id) };
}

async function expectBoundedCatchUp(feed: LiveFeed, viewerId: string, shownId: string, newer: string[]) {
  const caughtUp = await feedPostsAfter(app.services.prisma, feed, viewerId, shownId);
  expect(caughtUp.map((post) => post.postId)).toEqual(newer);
  const read = await postsRead(feedPostsAfterSql(feed, viewerId, shownId));
  // The newer posts, and a few the feed's conditions leave out: never the OLDER ones before the post named.
  expect(read).toBeLessThan(50);
}

describe('a live feed’s catch-up', () => {
  it('on the Groupfeed, reads from the post named on, not the group’s history', async () => {
    const { prisma } = app.services;
    const [author, member] = [await buildUser(prisma), await buildUser(prisma)];
    const group = await buildGroup(prisma, author.id, { isPublic: true }, [member.id]);
    const { shown, newer } = await feedWithHistory(author.id, group.id);
    await expectBoundedCatchUp(liveGroupfeed, member.id, shown.id, newer);
  });

  it('on the Dadfeed, reads from the post named on, not the connections’ history', async () => {
    const { prisma } = app.services;
    const [author, viewer] = [await buildUser(prisma), await buildUser(prisma)];
    await buildConnection(prisma, author.id, viewer.id);
    const { shown, newer } = await feedWithHistory(author.id, null);
    await expectBoundedCatchUp(liveDadfeed, viewer.id, shown.id, newer);
  });
});
