import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildGroup,
  buildPost,
  buildUser,
  signedInMember,
} from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

async function feedIds(client: HttpClient, query = 'limit=50') {
  const response = await client.get(`/api/posts?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[]).map((p) => p.id);
}

/** SQL statements a request costs. */
const cost = (send: () => Promise<Response>) => requestCost(() => statements, send);

describe('GET /api/posts (the Dadfeed)', () => {
  it('holds personal posts and shared group posts the viewer may see, not event or unshared group posts', async () => {
    const { user: author, client } = await signedInMember(app);
    const { client: outsider } = await signedInMember(app);
    const open = await buildGroup(app.services.prisma, author.id);
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const personal = await buildPost(app.services.prisma, author.id);
    const shared = await buildPost(app.services.prisma, author.id, { groupId: open.id, shareToPersonalFeed: true });
    const unshared = await buildPost(app.services.prisma, author.id, { groupId: open.id });
    const sharedPrivate = await buildPost(app.services.prisma, author.id, {
      groupId: closed.id,
      shareToPersonalFeed: true,
    });
    const eventPost = await buildPost(app.services.prisma, author.id, {
      eventId: (await buildEvent(app.services.prisma, author.id)).id,
    });

    const mine = await feedIds(client);
    expect(mine).toEqual(expect.arrayContaining([personal.id, shared.id, sharedPrivate.id]));
    expect(mine).not.toContain(unshared.id);
    expect(mine).not.toContain(eventPost.id);
    const theirs = await feedIds(outsider);
    expect(theirs).toEqual(expect.arrayContaining([personal.id, shared.id]));
    expect(theirs).not.toContain(sharedPrivate.id);
  });

  it('presents each author as the card shows them, the e-mail through the privacy rules (connections only here)', async () => {
    const author = await buildUser(app.services.prisma, {
      showEmail: true,
      emailVisibility: 'connections',
      bio: 'Grill guy',
    });
    const { user: friend, client: friendClient } = await signedInMember(app);
    const { client: stranger } = await signedInMember(app);
    await buildConnection(app.services.prisma, author.id, friend.id);
    const post = await buildPost(app.services.prisma, author.id);
    const authorAsSeenBy = async (client: HttpClient) =>
      (
        (await (await client.get('/api/posts?limit=50')).json()) as { id: string; author: Record<string, unknown> }[]
      ).find((p) => p.id === post.id)!.author;
    const card = { id: author.id, username: author.username, firstName: author.firstName, lastName: author.lastName };
    expect(await authorAsSeenBy(friendClient)).toEqual({
      ...card,
      email: author.email,
      profileImageUrl: null,
      dadType: 'experienced',
    });
    expect(await authorAsSeenBy(stranger)).toEqual({
      ...card,
      email: null,
      profileImageUrl: null,
      dadType: 'experienced',
    });
  });

  it('pages by cursor, newest first, breaking ties by id, page 2 continuing exactly after page 1', async () => {
    const { user, client } = await signedInMember(app);
    const sameMoment = new Date(Date.now() + 60_000);
    for (let i = 0; i < 7; i += 1) await buildPost(app.services.prisma, user.id, { createdAt: sameMoment });
    const expected = (
      await app.services.prisma.post.findMany({
        where: {
          eventId: null,
          channelId: null,
          OR: [{ groupId: null }, { shareToPersonalFeed: true, group: { isPublic: true } }],
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      })
    ).map((p) => p.id);

    const walked: string[] = [];
    let query: string | null = 'limit=3';
    while (query) {
      const response = await client.get(`/api/posts?${query}`);
      const page = (await response.json()) as { id: string }[];
      expect(page.length).toBeLessThanOrEqual(3);
      walked.push(...page.map((p) => p.id));
      const next = response.headers.get('x-next-cursor');
      if (next) expect(response.headers.get('link')).toContain(`cursor=${encodeURIComponent(next)}`);
      query = next ? `limit=3&cursor=${encodeURIComponent(next)}` : null;
    }
    expect(walked).toEqual(expected);
  });

  it('takes limit 1 to 50 (default 20) and refuses a bad cursor or category', async () => {
    const { user, client } = await signedInMember(app);
    for (let i = 0; i < 21; i += 1) await buildPost(app.services.prisma, user.id);
    expect(await feedIds(client, '')).toHaveLength(20);
    for (const query of ['limit=0', 'limit=51', 'limit=ten', 'cursor=garbage', 'category=knitting']) {
      expect((await client.get(`/api/posts?${query}`)).status, query).toBe(400);
    }
  });

  it('filters by category: stored categories, or one of its keywords as a whole word in the text', async () => {
    const { user, client } = await signedInMember(app);
    const tagged = await buildPost(app.services.prisma, user.id, { content: 'Weekend plans', categories: ['diy'] });
    const worded = await buildPost(app.services.prisma, user.id, { content: 'Finally FIXED the deck railing' });
    const other = await buildPost(app.services.prisma, user.id, { content: 'Nice weather today' });
    const camping = await buildPost(app.services.prisma, user.id, { content: 'Went camping at the lake' });
    const carpet = await buildPost(app.services.prisma, user.id, { content: 'New carpet in the den' });
    const trucks = await buildPost(app.services.prisma, user.id, { content: 'Two trucks and a minivan' });

    const diy = await feedIds(client, 'limit=50&category=diy');
    expect(diy).toEqual(expect.arrayContaining([tagged.id, worded.id]));
    expect(diy).not.toContain(other.id);
    expect(await feedIds(client, 'limit=50&category=outdoors')).toContain(camping.id);
    const cars = await feedIds(client, 'limit=50&category=cars');
    expect(cars).toContain(trucks.id);
    expect(cars).not.toContain(carpet.id);
    expect(await feedIds(client, 'limit=50&category=finance')).not.toContain(other.id);
  });

  it("filters by one hashtag, given with or without # in any case (where a post's tag links)", async () => {
    const { user, client } = await signedInMember(app);
    const tag = `brisket${Date.now()}`;
    const tagged = await buildPost(app.services.prisma, user.id, { content: 'Low and slow', hashtags: [tag, 'bbq'] });
    const untagged = await buildPost(app.services.prisma, user.id, { content: `Just the word ${tag} in the text` });
    for (const given of [tag, `%23${tag.toUpperCase()}`]) {
      expect(await feedIds(client, `limit=50&hashtag=${given}`)).toEqual([tagged.id]);
    }
    expect(await feedIds(client, 'limit=50')).toEqual(expect.arrayContaining([tagged.id, untagged.id]));
    expect((await client.get(`/api/posts?hashtag=${'x'.repeat(51)}`)).status).toBe(400);
  });

  it('answers a page in 2 SQL statements (the session and the page with its authors), whatever its size', async () => {
    const { user: viewer, client } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, viewer.id);
    for (let i = 0; i < 55; i += 1) {
      const author = await buildUser(app.services.prisma);
      const post = await app.services.prisma.post.create({
        data: {
          authorId: author.id,
          content: `Post ${i} #grill`,
          // Newer than the other tests' posts, so the first page is all these.
          createdAt: new Date(Date.now() + 3_600_000 + i * 1000),
          hashtags: ['grill'],
          categories: ['food'],
          ...(i % 3 === 0 ? { groupId: group.id, shareToPersonalFeed: true } : {}),
          ...(i % 2 === 0
            ? {
                poll: {
                  create: {
                    question: 'Which?',
                    options: {
                      create: [
                        { text: 'A', position: 0 },
                        { text: 'B', position: 1 },
                      ],
                    },
                  },
                },
              }
            : {}),
        },
      });
      await app.services.prisma.fistBump.create({ data: { postId: post.id, userId: viewer.id } });
      await app.services.prisma.comment.create({ data: { postId: post.id, authorId: author.id, content: 'Nice' } });
    }

    const costs: number[] = [];
    for (const limit of [1, 5, 20, 50]) costs.push(await cost(() => client.get(`/api/posts?limit=${limit}`)));
    const cursor = (await client.get('/api/posts?limit=20')).headers.get('x-next-cursor')!;
    costs.push(await cost(() => client.get(`/api/posts?limit=20&cursor=${cursor}`)));
    costs.push(await cost(() => client.get('/api/posts?category=food')));
    // Privacy and the authors need nothing more: the page query read the relationships and the author cards.
    expect(costs).toEqual([2, 2, 2, 2, 2, 2]);

    const page = (await (await client.get('/api/posts')).json()) as Record<string, unknown>[];
    expect(page).toHaveLength(20);
    expect(page[0]).toMatchObject({ likes: 1, comments: 1, isLiked: true, hashtags: ['grill'] });
    expect(page.some((p) => p.poll !== null) && page.some((p) => p.group !== null)).toBe(true);
  });
});
