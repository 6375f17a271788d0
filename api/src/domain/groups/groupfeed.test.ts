import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildGroup, buildPost, buildUser, signedInClient } from '../../testing/factories.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

/** SQL statements a request costs. */
const cost = (send: () => Promise<Response>) => requestCost(() => statements, send);

describe('the Groupfeed query', () => {
  it('costs the same few SQL statements whatever the page size or depth', async () => {
    const viewer = await buildUser(app.services.prisma);
    const client = await signedInClient(app, viewer);
    const groups = [await buildGroup(app.services.prisma, viewer.id), await buildGroup(app.services.prisma, viewer.id)];
    for (let i = 0; i < 30; i += 1) {
      const author = await buildUser(app.services.prisma);
      const post = await buildPost(app.services.prisma, author.id, {
        groupId: groups[i % 2]!.id,
        createdAt: new Date(Date.now() - i * 1000),
      });
      await app.services.prisma.fistBump.create({ data: { postId: post.id, userId: viewer.id } });
    }

    const session = await cost(() => client.get('/api/auth/user'));
    const all: number[] = [];
    for (const limit of [1, 10, 25])
      all.push((await cost(() => client.get(`/api/groups/posts/feed?limit=${limit}`))) - session);
    const cursor = (await client.get('/api/groups/posts/feed?limit=10')).headers.get('x-next-cursor')!;
    all.push((await cost(() => client.get(`/api/groups/posts/feed?limit=10&cursor=${cursor}`))) - session);
    expect(all.every((c) => c === all[0])).toBe(true);
    // The page with its details, its authors, and the viewer's relationships to them (privacy).
    expect(all[0]).toBeLessThanOrEqual(3);

    const chip = (limit: number) =>
      cost(() => client.get(`/api/groups/posts/feed?groupId=${groups[0]!.id}&limit=${limit}`));
    const one = [(await chip(1)) - session, (await chip(15)) - session];
    // One more: the membership check.
    expect(one).toEqual([all[0]! + 1, all[0]! + 1]);
  });

  it('keeps out a group post tied to an event the viewer may not see', async () => {
    const viewer = await buildUser(app.services.prisma);
    const host = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, host.id, {}, [viewer.id]);
    const secret = await buildEvent(app.services.prisma, host.id, { isPublic: false, groupId: group.id });
    const visible = await buildPost(app.services.prisma, host.id, { groupId: group.id });
    await buildPost(app.services.prisma, host.id, { groupId: group.id, eventId: secret.id });
    const client = await signedInClient(app, viewer);
    const feed = (await (await client.get('/api/groups/posts/feed')).json()) as { id: string }[];
    expect(feed.map((p) => p.id)).toEqual([visible.id]);
  });
});
