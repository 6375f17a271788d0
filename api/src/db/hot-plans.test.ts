/**
 * Paged hot statements keep one generic plan per connection instead of being planned on every request: their
 * LIMIT is written into the text (./hot.ts), so PostgreSQL's generic plan knows the page is small. The plan checks
 * are PostgreSQL's only: PGlite does not prepare the statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dadfeedConditions } from '../domain/feed/dadfeed.js';
import { feedPageSql } from '../domain/feed/page.js';
import { messagesPage } from '../domain/messaging/read.js';
import { Prisma } from '../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/databases.js';
import { buildPost, buildUser } from '../testing/factories.js';
import type { DbTx } from './client.js';
import { hot, hotLimit } from './hot.js';

describe('hotLimit', () => {
  it('writes one of a few sizes, at least the rows asked for', () => {
    expect([2, 11, 12, 21, 22, 51, 52, 101, 102].map((rows) => hotLimit(rows).sql)).toEqual([
      '11',
      '11',
      '21',
      '21',
      '51',
      '51',
      '101',
      '101',
      '102',
    ]);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => hotLimit(bad)).toThrow(/positive whole number/);
  });
});

describe.skipIf(testDatabaseKind === 'pglite')('paged hot statements on PostgreSQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /**
   * Runs `read` ten times on one connection (a transaction sees its own prepared statements) and answers the plans
   * of the prepared statements whose text has every one of `markers`.
   */
  async function plansOf(markers: string[], read: (tx: DbTx) => Promise<unknown>) {
    return app.services.prisma.$transaction(async (tx) => {
      for (let run = 0; run < 10; run += 1) await read(tx);
      return tx.$queryRaw<{ generic: number; custom: number }[]>(Prisma.sql`
        SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
        WHERE statement LIKE ALL (${markers.map((marker) => `%${marker}%`)})`);
    });
  }

  it('the Dadfeed page is planned for its values five times, then runs on one generic plan', async () => {
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

    const plans = await plansOf(['"authorRow"', 'LIMIT 21'], async (tx) => {
      expect(await tx.$queryRaw<unknown[]>(page)).toHaveLength(21);
    });
    expect(plans).toEqual([{ generic: 5, custom: 5 }]);
  });

  it("a conversation's messages, first page and the page before a cursor, each on one generic plan", async () => {
    const { prisma } = app.services;
    const [me, other] = [await buildUser(prisma), await buildUser(prisma)];
    const conversation = await prisma.conversation.create({
      data: { participants: { create: [{ userId: me.id }, { userId: other.id }] } },
    });
    await prisma.$executeRaw`
      INSERT INTO "Message" (id, "conversationId", "senderId", content, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), ${conversation.id}::uuid, CASE WHEN n % 2 = 0 THEN ${me.id}::uuid ELSE ${other.id}::uuid END,
        'Message ' || n, now() - n * interval '1 second', now()
      FROM generate_series(1, 20000) AS n`;
    await prisma.$executeRaw`ANALYZE "Message"`;

    // Pages of 10 (a statement of their own: LIMIT 11) read the newest messages, then those before the cursor.
    const first = await messagesPage(prisma, me.id, conversation.id, { limit: 10 });
    expect(first.items.map((m) => m.content).slice(-2)).toEqual(['Message 2', 'Message 1']);
    const before = first.nextCursor!;
    const second = await messagesPage(prisma, me.id, conversation.id, { limit: 10, before });
    expect(second.items.map((m) => m.content)[0]).toBe('Message 20');
    expect(second.items.map((m) => m.content).slice(-2)).toEqual(['Message 12', 'Message 11']);

    const plans = await plansOf(['"Message" m', 'LIMIT 51'], async (tx) => {
      expect((await messagesPage(tx, me.id, conversation.id, { limit: 50 })).items).toHaveLength(50);
      expect((await messagesPage(tx, me.id, conversation.id, { limit: 50, before })).items).toHaveLength(50);
    });
    expect(plans).toEqual([
      { generic: 5, custom: 5 },
      { generic: 5, custom: 5 },
    ]);
  });
});
