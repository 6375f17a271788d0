/**
 * What a block keeps apart, checked through /api (GraphQL reads the same domain queries: see
 * graphql/schema/networking.test.ts): posts, comments, search, suggestions and messaging, in both directions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildGroup, buildPost, signedInMember, uniqueDigits } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const token = () => `zq${uniqueDigits()}`;

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Two members, the first blocking the second; `bystander` sees both. */
async function blockedPair() {
  const [blocker, blocked, bystander] = [
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
  ];
  await app.services.prisma.block.create({ data: { blockerId: blocker.user.id, blockedId: blocked.user.id } });
  return { blocker, blocked, bystander };
}

async function ids(client: HttpClient, path: string): Promise<string[]> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { id: string }[]).map((item) => item.id);
}

/** Each of the pair, as seen from the other: [viewer, the other]. */
const bothWays = ({ blocker, blocked }: { blocker: Member; blocked: Member }) =>
  [
    [blocker, blocked],
    [blocked, blocker],
  ] as const;

describe('a blocked pair and posts', () => {
  it('sees none of the other’s posts: Dadfeed, Groupfeed, content search, the post itself (404)', async () => {
    const pair = await blockedPair();
    const word = token();
    const group = await buildGroup(app.services.prisma, pair.bystander.user.id, {}, [
      pair.blocker.user.id,
      pair.blocked.user.id,
    ]);
    const posts = new Map<string, { personal: string; inGroup: string }>();
    for (const { user } of [pair.blocker, pair.blocked]) {
      posts.set(user.id, {
        personal: (await buildPost(app.services.prisma, user.id, { content: `Brisket day ${word}` })).id,
        inGroup: (
          await buildPost(app.services.prisma, user.id, { content: `Group brisket ${word}`, groupId: group.id })
        ).id,
      });
    }
    for (const [viewer, other] of bothWays(pair)) {
      const theirs = posts.get(other.user.id)!;
      const mine = posts.get(viewer.user.id)!;
      const dadfeed = await ids(viewer.client, '/api/posts?limit=50');
      expect(dadfeed).toContain(mine.personal);
      expect(dadfeed).not.toContain(theirs.personal);
      const groupfeed = await ids(viewer.client, `/api/groups/posts/feed?groupId=${group.id}`);
      expect(groupfeed).toEqual([mine.inGroup]);
      const found = (await (await viewer.client.get(`/api/search?query=brisket ${word}&limit=20`)).json()) as {
        posts: { id: string }[];
      };
      expect(found.posts.map((p) => p.id).sort()).toEqual([mine.personal, mine.inGroup].sort());
      expect((await viewer.client.get(`/api/posts/${theirs.personal}`)).status).toBe(404);
      expect(
        (await viewer.client.post(`/api/posts/${theirs.personal}/comments`, { json: { content: 'Hi' } })).status,
      ).toBe(404);
    }
    // Someone else still sees both.
    const seen = await ids(pair.bystander.client, `/api/groups/posts/feed?groupId=${group.id}`);
    expect(seen.sort()).toEqual([...posts.values()].map((p) => p.inGroup).sort());
  });

  it('sees none of the other’s comments on a third member’s post, nor counts them', async () => {
    const pair = await blockedPair();
    const post = await buildPost(app.services.prisma, pair.bystander.user.id);
    for (const { user } of [pair.blocker, pair.blocked, pair.bystander]) {
      await app.services.prisma.comment.create({
        data: { postId: post.id, authorId: user.id, content: `From ${user.username}` },
      });
    }
    for (const [viewer, other] of bothWays(pair)) {
      const response = await viewer.client.get(`/api/posts/${post.id}/comments`);
      const authors = ((await response.json()) as { authorId: string }[]).map((c) => c.authorId);
      expect(authors.sort()).toEqual([viewer.user.id, pair.bystander.user.id].sort());
      expect(authors).not.toContain(other.user.id);
      expect(((await (await viewer.client.get(`/api/posts/${post.id}`)).json()) as { comments: number }).comments).toBe(
        2,
      );
    }
    expect(
      ((await (await pair.bystander.client.get(`/api/posts/${post.id}/comments`)).json()) as unknown[]).length,
    ).toBe(3);
  });
});

describe('a blocked pair and discovery', () => {
  it('is never suggested to each other: members, posts, channels', async () => {
    const pair = await blockedPair();
    // Everything would make the other a top suggestion: a friend in common, the same city, the same interests.
    for (const { user } of [pair.blocker, pair.blocked]) {
      await buildConnection(app.services.prisma, user.id, pair.bystander.user.id);
      await app.services.prisma.user.update({ where: { id: user.id }, data: { interests: ['Cooking', 'Sports'] } });
      await buildPost(app.services.prisma, user.id, { content: 'Grilling tips', categories: ['food'] });
      await app.services.prisma.channel.create({
        data: { name: `Channel ${token()}`, description: 'Grilling', categories: ['cooking_bbq'], creatorId: user.id },
      });
    }
    for (const [viewer, other] of bothWays(pair)) {
      expect(await ids(viewer.client, '/api/connections/suggested?limit=50')).not.toContain(other.user.id);
      const content = (await (await viewer.client.get('/api/suggestions/content')).json()) as {
        posts: { authorId: string }[];
        channels: { creatorId: string }[];
      };
      expect(content.posts.map((p) => p.authorId)).not.toContain(other.user.id);
      expect(content.channels.map((c) => c.creatorId)).not.toContain(other.user.id);
    }
    // Anyone else gets both: a friend of their common friend.
    const newcomer = await signedInMember(app, { interests: ['Cooking'] });
    await buildConnection(app.services.prisma, newcomer.user.id, pair.bystander.user.id);
    expect(await ids(newcomer.client, '/api/connections/suggested?limit=50')).toEqual(
      expect.arrayContaining([pair.blocker.user.id, pair.blocked.user.id]),
    );
  });
});

describe('a blocked pair and messaging', () => {
  const refused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You cannot message this member.' });
  };

  it('cannot start a chat with the other, add them to one, or write in the direct chat they had', async () => {
    const [a, b, c] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    await buildConnection(app.services.prisma, a.user.id, b.user.id);
    await buildConnection(app.services.prisma, a.user.id, c.user.id);
    const direct = (await (
      await a.client.post('/api/conversations', { json: { participant2Id: b.user.id } })
    ).json()) as { id: string };
    const group = (await (
      await a.client.post('/api/conversations', { json: { participantIds: [c.user.id], isGroup: true } })
    ).json()) as { id: string };
    await app.services.prisma.block.create({ data: { blockerId: b.user.id, blockedId: a.user.id } });
    // Blocking ends the connection; a block made straight in the table (as here) leaves it, and still refuses.
    await refused(await a.client.post('/api/conversations', { json: { participant2Id: b.user.id } }));
    await refused(await b.client.post('/api/conversations', { json: { participantIds: [a.user.id], isGroup: true } }));
    await refused(
      await a.client.post(`/api/conversations/${group.id}/participants`, { json: { participantIds: [b.user.id] } }),
    );
    for (const sender of [a, b])
      await refused(
        await sender.client.post(`/api/conversations/${direct.id}/messages`, { json: { content: 'Hello?' } }),
      );
    expect(await app.services.prisma.message.count({ where: { conversationId: direct.id } })).toBe(0);
    // Other chats go on.
    expect(
      (await a.client.post(`/api/conversations/${group.id}/messages`, { json: { content: 'Still here' } })).status,
    ).toBe(201);
    // Unblocked, the direct chat works again.
    await app.services.prisma.block.deleteMany({ where: { blockerId: b.user.id } });
    expect(
      (await b.client.post(`/api/conversations/${direct.id}/messages`, { json: { content: 'Back' } })).status,
    ).toBe(201);
  });
});
