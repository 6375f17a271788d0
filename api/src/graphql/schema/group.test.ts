import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildGroup,
  buildGroupMember,
  buildPost,
  buildUser,
  signedInMember,
  uniqueDigits,
} from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const tag = () => uniqueDigits();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const MY_GROUPS = `query($first: Int) {
  myGroups(first: $first) {
    totalCount
    edges { node { role joinedAt group { databaseId name memberCount viewerRole isPublic } } }
  }
}`;

const GROUPFEED = `query($first: Int, $after: String, $groupId: ID) {
  groupfeed(first: $first, after: $after, groupId: $groupId) {
    edges { node { databaseId content group { databaseId name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('Query.myGroups', () => {
  it("lists the viewer's memberships newest first, like GET /api/groups/user", async () => {
    const { user, client, cookie } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const owned = await buildGroup(app.services.prisma, user.id, { name: `Mine ${tag()}` });
    await app.services.prisma.groupMember.update({
      where: { groupId_userId: { groupId: owned.id, userId: user.id } },
      data: { joinedAt: minutesAgo(30) },
    });
    const joined = await buildGroup(app.services.prisma, other.id, { isPublic: false });
    await buildGroupMember(app.services.prisma, joined.id, user.id);

    const body = await graphql(app, MY_GROUPS, {}, cookie);
    expect(body.errors).toBeUndefined();
    const rest = await (await client.get('/api/groups/user')).json();
    const edges = body.data.myGroups.edges;
    expect(edges.map((e: any) => e.node.group.databaseId)).toEqual(rest.map((g: { id: string }) => g.id));
    expect(body.data.myGroups.totalCount).toBe(2);
    expect(edges[0].node).toMatchObject({
      role: 'member',
      group: { viewerRole: 'member', isPublic: false, memberCount: 2 },
    });
    expect(edges[1].node).toMatchObject({ role: 'creator', group: { name: owned.name, viewerRole: 'creator' } });
    expect((await graphql(app, MY_GROUPS, { first: 1 }, cookie)).data.myGroups.edges).toHaveLength(1);
  });

  it('answers a visitor with UNAUTHENTICATED', async () => {
    const body = await graphql(app, MY_GROUPS);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives viewerRole null on a group the viewer is not in', async () => {
    const { cookie } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, other.id);
    const body = await graphql(
      app,
      `query($id: ID!) { node(id: $id) { ... on Group { viewerRole } } }`,
      { id: globalId('Group', group.id) },
      cookie,
    );
    expect(body.data.node).toEqual({ viewerRole: null });
  });
});

describe('Query.groupfeed', () => {
  it('holds the same posts in the same order as GET /api/groups/posts/feed, page by page', async () => {
    const { user, client, cookie } = await signedInMember(app);
    const author = await buildUser(app.services.prisma);
    const a = await buildGroup(app.services.prisma, author.id, {}, [user.id]);
    const b = await buildGroup(app.services.prisma, author.id, { isPublic: false }, [user.id]);
    const outside = await buildGroup(app.services.prisma, author.id);
    for (let i = 0; i < 3; i++) {
      await buildPost(app.services.prisma, author.id, { groupId: a.id, createdAt: minutesAgo(10 + i) });
      await buildPost(app.services.prisma, author.id, { groupId: b.id, createdAt: minutesAgo(20 + i) });
    }
    await buildPost(app.services.prisma, author.id, { groupId: outside.id });

    const rest = (await (await client.get('/api/groups/posts/feed')).json()).map((p: { id: string }) => p.id);
    expect(rest).toHaveLength(6);
    const first = (await graphql(app, GROUPFEED, { first: 4 }, cookie)).data.groupfeed;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await graphql(app, GROUPFEED, { first: 4, after: first.pageInfo.endCursor }, cookie)).data
      .groupfeed;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const nodes = [...first.edges, ...second.edges].map((e: any) => e.node);
    expect(nodes.map((n: any) => n.databaseId)).toEqual(rest);
    expect(nodes[0].group).toEqual({ databaseId: a.id, name: a.name });

    const onlyB = (await graphql(app, GROUPFEED, { groupId: globalId('Group', b.id) }, cookie)).data.groupfeed;
    expect(onlyB.edges.map((e: any) => e.node.group.databaseId)).toEqual([b.id, b.id, b.id]);
  });

  it('refuses a group the viewer is not a member of with FORBIDDEN, and a visitor with UNAUTHENTICATED', async () => {
    const { cookie } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, other.id);
    const body = await graphql(app, GROUPFEED, { groupId: globalId('Group', group.id) }, cookie);
    expect(body.errors?.[0]).toMatchObject({
      message: 'You are not a member of that group.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await graphql(app, GROUPFEED)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
