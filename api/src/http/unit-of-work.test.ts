/**
 * Each write request is one unit of work: a request that fails after a first write leaves nothing behind, a
 * rolled-back write publishes no live event, and nothing answers success before the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../db/unit-of-work-client.js';
import { afterCommit, evenIfRolledBack, runInUnitOfWork } from '../db/unit-of-work.js';
import { requestConnection } from '../domain/connections/request.js';
import { unreadCountTopics } from '../events/unread-counts.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient, uniqueDigits } from '../testing/factories.js';
import { globalId } from '../testing/graphql.js';
import { refuseMarkedSessions } from '../testing/refusals.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Real failures at chosen points: a session row marked by its user agent, and a post refused only at COMMIT.
  await refuseMarkedSessions(app.db);
  await app.db.query(`CREATE CONSTRAINT TRIGGER test_refuse_at_commit AFTER INSERT ON "Post" DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.content = 'refused at commit') EXECUTE FUNCTION test_refuse()`);
});
afterAll(async () => {
  await app?.close();
});

const newMember = () => {
  const id = uniqueDigits();
  return {
    email: `joiner.${id}@example.com`,
    username: `joiner_${id}`,
    password: 'a-long-password',
    confirmAdult: true,
  };
};

/** Resolves with the first notificationsChanged event for `userId` (listening starts now). */
function nextEventFor(userId: string) {
  const events = app.services.events.subscribe(unreadCountTopics.notifications, userId)[Symbol.asyncIterator]();
  const first = events.next();
  return { first, stop: () => events.return?.() };
}

describe('a write request is one transaction', () => {
  it('leaves no account behind when its session cannot be stored, so a retry registers cleanly', async () => {
    const client = app.client();
    const input = newMember();
    const failed = await client.post('/api/register', { json: input }, { 'user-agent': 'refuse-session' });
    expect(failed.status).toBe(500);
    expect(await app.services.prisma.user.findUnique({ where: { email: input.email } })).toBeNull();

    const retried = await client.post('/api/register', { json: input });
    expect(retried.status).toBe(201);
    expect(await app.services.prisma.user.count({ where: { email: input.email } })).toBe(1);
  });

  it('answers a failure, not success, when the commit itself fails, and keeps nothing', async () => {
    const author = await buildUser(app.services.prisma);
    const client = await signedInClient(app, author);
    const response = await client.post('/api/posts', { json: { content: 'refused at commit' } });
    expect(response.status).toBe(500);
    const { body } = await client.graphql<{ createPost: unknown }>(
      'mutation { createPost(input: { content: "refused at commit" }) { ... on MutationCreatePostSuccess { data { id } } } }',
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await app.services.prisma.post.count({ where: { authorId: author.id } })).toBe(0);
  });

  it('saves no part of a GraphQL operation whose second mutation fails, and publishes nothing for it', async () => {
    const [dad, friend] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const client = await signedInClient(app, dad);
    const events = nextEventFor(friend.id);
    try {
      const { body } = await client.graphql(
        `mutation($userId: ID!) {
          requestConnection(userId: $userId) { ... on MutationRequestConnectionSuccess { data { id } } }
          createPost(input: { content: "" }) { ... on AppError { code message } }
        }`,
        { userId: globalId('User', friend.id) },
      );
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.at(-1)).toMatchObject({
        message: expect.stringMatching(/^Nothing in this operation was saved/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await app.services.prisma.connection.count({ where: { requesterId: dad.id } })).toBe(0);
      expect(await app.services.prisma.notification.count({ where: { userId: friend.id } })).toBe(0);

      // The first event the friend hears is the one of the request that succeeds afterwards.
      const succeededAfter = new Date().toISOString();
      const ok = await client.graphql('mutation($userId: ID!) { requestConnection(userId: $userId) { __typename } }', {
        userId: globalId('User', friend.id),
      });
      expect(ok.response.status).toBe(200);
      const first = await events.first;
      expect((first.value as { at: string }).at >= succeededAfter).toBe(true);
    } finally {
      await events.stop();
    }
  });
});

describe('the unit of work under services.prisma', () => {
  it("begins at the first write, joins commands' own transactions, and rolls back a real command whole", async () => {
    const [dad, friend] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const unit = createUnitOfWork(app.services.prisma);
    const events = nextEventFor(friend.id);
    try {
      await runInUnitOfWork(unit, async () => {
        expect(unit.began).toBe(false);
        await requestConnection(app.services, dad.id, friend.id);
        expect(unit.began).toBe(true);
        const [inside] = await app.services.prisma.$transaction([
          app.services.prisma.connection.count({ where: { requesterId: dad.id } }),
          app.services.prisma.notification.count({ where: { userId: friend.id } }),
        ]);
        expect(inside).toBe(1);
      });
      await unit.rollback();
      expect(await app.services.prisma.connection.count({ where: { requesterId: dad.id } })).toBe(0);
      expect(await app.services.prisma.notification.count({ where: { userId: friend.id } })).toBe(0);

      const committed = createUnitOfWork(app.services.prisma);
      const publishedAfter = new Date().toISOString();
      await runInUnitOfWork(committed, () => requestConnection(app.services, dad.id, friend.id));
      await committed.commit();
      expect(((await events.first).value as { at: string }).at >= publishedAfter).toBe(true);
    } finally {
      await events.stop();
    }
  });

  it('reads on the plain client until the first write, so slow work after a read holds no connection', async () => {
    const dad = await buildUser(app.services.prisma);
    const unit = createUnitOfWork(app.services.prisma);
    await runInUnitOfWork(unit, async () => {
      await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } });
      expect(unit.began).toBe(false);
      // Meanwhile another request writes and reads freely (on PGlite's one connection too).
      await app.services.prisma.user.update({ where: { id: dad.id }, data: { location: 'Elsewhere' } });
      // A read started together with the first write is let through before the transaction begins.
      const [before] = await Promise.all([
        app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } }),
        app.services.prisma.user.update({ where: { id: dad.id }, data: { bio: 'inside' } }),
      ]);
      expect(before.location).toBe('Elsewhere');
      expect(unit.began).toBe(true);
      // From then on reads are the transaction's: they see its own write.
      expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).bio).toBe('inside');
    });
    await unit.rollback();
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).bio).not.toBe('inside');
  });

  it('begins no transaction when rolled back while its reads were finishing', async () => {
    const dad = await buildUser(app.services.prisma);
    const unit = createUnitOfWork(app.services.prisma);
    let write: Promise<unknown> | undefined;
    await runInUnitOfWork(unit, async () => {
      const read = app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } });
      void read.then(() => {});
      write = app.services.prisma.user.update({ where: { id: dad.id }, data: { bio: 'never' } }).then(
        () => 'written',
        (error: unknown) => (error as Error).message,
      );
      await unit.rollback();
    });
    expect(await write).toBe('This unit of work has already ended.');
    // The one PGlite connection is free: a plain query answers at once.
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).bio).not.toBe('never');
  });

  it('refuses to commit after a failed query, even one the code caught (PostgreSQL has aborted the transaction)', async () => {
    const dad = await buildUser(app.services.prisma);
    const unit = createUnitOfWork(app.services.prisma);
    await runInUnitOfWork(unit, async () => {
      await app.services.prisma.user.update({ where: { id: dad.id }, data: { bio: 'changed' } });
      const duplicate = app.services.prisma.user.create({
        data: { email: dad.email, username: `${dad.username}x`, passwordHash: 'x' },
      });
      await expect(duplicate).rejects.toMatchObject({ code: 'P2002' });
    });
    await expect(unit.commit()).rejects.toMatchObject({ code: 'P2002' });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).bio).not.toBe('changed');
  });
});

describe('writes that stand whatever becomes of the unit (evenIfRolledBack)', () => {
  it('run once the unit rolled back, on the root client, while its own writes and after-commit effects are dropped', async () => {
    const { prisma } = app.services;
    const dad = await buildUser(prisma);
    const unit = createUnitOfWork(prisma);
    let kept: Promise<unknown> | undefined;
    let committedEffect = false;
    await runInUnitOfWork(unit, async () => {
      await prisma.user.update({ where: { id: dad.id }, data: { bio: 'rolled back' } });
      afterCommit(() => (committedEffect = true));
      evenIfRolledBack(() => (kept = prisma.user.update({ where: { id: dad.id }, data: { location: 'Kept' } })));
    });
    expect(kept).toBeUndefined();
    await unit.rollback();
    await kept;
    const row = await prisma.user.findUniqueOrThrow({ where: { id: dad.id } });
    expect(row).toMatchObject({ location: 'Kept' });
    expect(row.bio).not.toBe('rolled back');
    expect(committedEffect).toBe(false);
  });

  it('run after a commit too, and after a COMMIT that failed', async () => {
    const { prisma } = app.services;
    const dad = await buildUser(prisma);
    const committed = createUnitOfWork(prisma);
    let afterCommitted: Promise<unknown> | undefined;
    await runInUnitOfWork(committed, async () => {
      await prisma.user.update({ where: { id: dad.id }, data: { bio: 'committed' } });
      evenIfRolledBack(() => (afterCommitted = prisma.user.update({ where: { id: dad.id }, data: { location: 'A' } })));
    });
    await committed.commit();
    await afterCommitted;
    expect(await prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).toMatchObject({
      bio: 'committed',
      location: 'A',
    });

    const failing = createUnitOfWork(prisma);
    let afterFailure: Promise<unknown> | undefined;
    await runInUnitOfWork(failing, async () => {
      await prisma.post.create({ data: { authorId: dad.id, content: 'refused at commit' } });
      evenIfRolledBack(() => (afterFailure = prisma.user.update({ where: { id: dad.id }, data: { location: 'B' } })));
    });
    await expect(failing.commit()).rejects.toThrow();
    await afterFailure;
    expect(await prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).toMatchObject({ location: 'B' });
    expect(await prisma.post.count({ where: { authorId: dad.id } })).toBe(0);
  });

  it('keep a failed sign-in that a 401 rolled back, written after the answer', async () => {
    const dad = await buildUser(app.services.prisma);
    const wrong = await app.client().post('/api/login', { json: { email: dad.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    await app.services.background.idle();
    expect(await app.services.prisma.signInEvent.count({ where: { userId: dad.id, succeeded: false } })).toBe(1);
  });
});
