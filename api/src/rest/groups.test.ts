import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildGroup,
  buildGroupMember,
  buildPost,
  buildUser,
  signedInMember,
  uniqueDigits,
} from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Group names are unique: a suffix no other test uses. */
const tag = () => uniqueDigits();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('/api/groups for the dashboard', () => {
  it.each(['/api/groups/user', '/api/groups/posts/feed'])('GET %s answers 401 to a visitor', async (path) => {
    const response = await app.client().get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('GET /api/groups/user', () => {
  it("lists the viewer's groups, newest membership first, with their role and the member count", async () => {
    const { user, client } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const owned = await buildGroup(
      app.services.prisma,
      user.id,
      { name: `Grill Dads ${tag()}`, description: 'Smoke and fire' },
      [other.id],
    );
    const privateGroup = await buildGroup(app.services.prisma, other.id, { isPublic: false, visibility: 'global' });
    const joinedLater = await buildGroupMember(app.services.prisma, privateGroup.id, user.id, { role: 'moderator' });
    await buildGroup(app.services.prisma, other.id); // not a member
    // The creator's membership row is created with the group; make the order explicit.
    await app.services.prisma.groupMember.update({
      where: { groupId_userId: { groupId: owned.id, userId: user.id } },
      data: { joinedAt: minutesAgo(60) },
    });

    const response = await client.get('/api/groups/user');
    expect(response.status).toBe(200);
    const groups = await response.json();
    expect(groups.map((g: { id: string }) => g.id)).toEqual([privateGroup.id, owned.id]);
    expect(groups[0]).toMatchObject({ role: 'moderator', visibility: 'global', isPublic: false, memberCount: 2 });
    expect(groups[0].joinedAt).toBe(joinedLater.joinedAt.toISOString());
    expect(groups[1]).toEqual(
      expect.objectContaining({
        id: owned.id,
        name: owned.name,
        description: 'Smoke and fire',
        imageUrl: null,
        memberCount: 2,
        creatorId: user.id,
        visibility: 'local',
        isPublic: true,
        role: 'creator',
      }),
    );
  });

  it('answers an empty list to a member of no group, and honours ?limit=', async () => {
    const { user, client } = await signedInMember(app);
    expect(await (await client.get('/api/groups/user')).json()).toEqual([]);
    await buildGroup(app.services.prisma, user.id);
    await buildGroup(app.services.prisma, user.id);
    expect(await (await client.get('/api/groups/user?limit=1')).json()).toHaveLength(1);
    expect((await client.get('/api/groups/user?limit=0')).status).toBe(400);
  });
});

describe('GET /api/groups/posts/feed', () => {
  async function groupsWithPosts() {
    const { user, client } = await signedInMember(app);
    const author = await buildUser(app.services.prisma);
    const grill = await buildGroup(app.services.prisma, author.id, { name: `Grill ${tag()}`, visibility: 'regional' }, [
      user.id,
    ]);
    const secret = await buildGroup(app.services.prisma, author.id, { isPublic: false }, [user.id]);
    const outside = await buildGroup(app.services.prisma, author.id);
    const posts = {
      grillOld: await buildPost(app.services.prisma, author.id, { groupId: grill.id, createdAt: minutesAgo(30) }),
      secretNew: await buildPost(app.services.prisma, author.id, { groupId: secret.id, createdAt: minutesAgo(5) }),
      grillNew: await buildPost(app.services.prisma, author.id, { groupId: grill.id, createdAt: minutesAgo(10) }),
      outside: await buildPost(app.services.prisma, author.id, { groupId: outside.id, createdAt: minutesAgo(1) }),
      dadfeed: await buildPost(app.services.prisma, author.id, { createdAt: minutesAgo(2) }),
    };
    return { user, client, author, grill, secret, outside, posts };
  }

  it("shows posts of the viewer's groups only, newest first, each with its group and author", async () => {
    const { client, author, grill, posts } = await groupsWithPosts();
    const response = await client.get('/api/groups/posts/feed');
    expect(response.status).toBe(200);
    const feed = await response.json();
    expect(feed.map((p: { id: string }) => p.id)).toEqual([posts.secretNew.id, posts.grillNew.id, posts.grillOld.id]);
    expect(feed[1]).toMatchObject({
      id: posts.grillNew.id,
      content: posts.grillNew.content,
      authorId: author.id,
      author: { id: author.id, username: author.username },
      groupId: grill.id,
      group: { id: grill.id, name: grill.name, visibility: 'regional' },
      likes: 0,
      comments: 0,
      isLiked: false,
      poll: null,
    });
    expect(response.headers.get('x-next-cursor')).toBeNull();
  });

  it('narrows to one group for a chip, and refuses a group the viewer is not a member of with 403', async () => {
    const { client, grill, outside, posts } = await groupsWithPosts();
    const one = await (await client.get(`/api/groups/posts/feed?groupId=${grill.id}`)).json();
    expect(one.map((p: { id: string }) => p.id)).toEqual([posts.grillNew.id, posts.grillOld.id]);

    for (const groupId of [outside.id, '01900000-0000-7000-8000-000000000000']) {
      const refused = await client.get(`/api/groups/posts/feed?groupId=${groupId}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'You are not a member of that group.' });
    }
    expect((await client.get('/api/groups/posts/feed?groupId=nope')).status).toBe(400);
  });

  it('pages by cursor without gaps or repeats, also through posts sharing a timestamp', async () => {
    const { user, client } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, user.id);
    const at = minutesAgo(3);
    const created = [];
    for (let i = 0; i < 5; i++)
      created.push(await buildPost(app.services.prisma, user.id, { groupId: group.id, createdAt: at }));
    const expected = created
      .map((p) => p.id)
      .sort()
      .reverse();

    const seen: string[] = [];
    let path = '/api/groups/posts/feed?limit=2';
    for (let page = 0; page < 3; page++) {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      const posts = await response.json();
      seen.push(...posts.map((p: { id: string }) => p.id));
      const next = response.headers.get('x-next-cursor');
      if (page < 2)
        expect(response.headers.get('link')).toBe(`</api/groups/posts/feed?limit=2&cursor=${next}>; rel="next"`);
      else expect(next).toBeNull();
      path = `/api/groups/posts/feed?limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(expected);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const { client } = await signedInMember(app);
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'cursor=%2F%2F']) {
      expect((await client.get(`/api/groups/posts/feed?${query}`)).status, query).toBe(400);
    }
  });

  it('forgets the groups a member left', async () => {
    const { user, client, grill, posts } = await groupsWithPosts();
    await app.services.prisma.groupMember.delete({ where: { groupId_userId: { groupId: grill.id, userId: user.id } } });
    const feed = await (await client.get('/api/groups/posts/feed')).json();
    expect(feed.map((p: { id: string }) => p.id)).toEqual([posts.secretNew.id]);
    expect((await client.get(`/api/groups/posts/feed?groupId=${grill.id}`)).status).toBe(403);
  });
});
