/**
 * A feed page's statement keeps one generic plan per connection instead of being planned on every request: its
 * LIMIT is written into the text (db/hot.ts), so PostgreSQL's generic plan knows the page is small. PostgreSQL
 * only: PGlite does not prepare the statement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hot, hotLimit } from '../../db/hot.js';
import { Prisma } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabaseKind } from '../../testing/databases.js';
import { buildPost, buildUser } from '../../testing/factories.js';
import { dadfeedConditions } from './dadfeed.js';
import { feedPageSql } from './page.js';

describe('hotLimit', () => {
  it('writes one of a few sizes, at least the rows asked for', () => {
    expect([2, 11, 12, 21, 22, 51, 52].map((rows) => hotLimit(rows).sql)).toEqual([
      '11',
      '11',
      '21',
      '21',
      '51',
      '51',
      '52',
    ]);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => hotLimit(bad)).toThrow(/positive whole number/);
  });
});

describe.skipIf(testDatabaseKind === 'pglite')('the Dadfeed page statement on PostgreSQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('is planned for its values a few times, then runs on one generic plan', async () => {
    const { prisma } = app.services;
    const viewer = await buildUser(prisma);
    const authors = await Promise.all(Array.from({ length: 4 }, () => buildUser(prisma)));
    await buildPost(prisma, authors[0]!.id);
    // Enough posts, analyzed, that a plan for any LIMIT would read them all: the generic plan of a LIMIT passed as
    // a parameter costs more than the plans for its values, and PostgreSQL would plan every execution anew.
    const ids = authors.map((author) => author.id);
    await prisma.$executeRaw`
      INSERT INTO "Post" (id, "authorId", content, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), (${ids}::uuid[])[1 + n % 4], 'Post ' || n, now() - n * interval '1 minute', now()
      FROM generate_series(1, 20000) AS n`;
    await prisma.$executeRaw`ANALYZE "Post"`;
    const page = hot(feedPageSql(viewer.id, dadfeedConditions(viewer.id), null, 20, { author: true }));

    // One connection (a transaction) sees its own prepared statements.
    const plans = await prisma.$transaction(async (tx) => {
      for (let run = 0; run < 10; run += 1) expect(await tx.$queryRaw<unknown[]>(page)).toHaveLength(21);
      return tx.$queryRaw<{ generic: number; custom: number }[]>(Prisma.sql`
        SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
        WHERE statement LIKE '%"authorRow"%'`);
    });
    expect(plans).toHaveLength(1);
    // PostgreSQL plans the first five executions for their values, then keeps the generic plan.
    expect(plans[0]).toEqual({ generic: 5, custom: 5 });
  });
});
