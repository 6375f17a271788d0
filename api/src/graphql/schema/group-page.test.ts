/**
 * The group detail page's query over GraphQL: the header with the viewer's standing and stats, the first page of
 * posts with their card counts, and the first page of members with their users. It costs the same SQL statements
 * whatever the group's size, and a private group shows its content to members only: its member list is refused to
 * anyone else on both adapters alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildGroup,
  buildGroupMember,
  buildPost,
  buildUser,
  signedInClient,
  signedInMember,
} from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
const log: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: ({ query }) => {
      statements += 1;
      log.push(query);
    },
  });
});
afterAll(() => app.close());

const GROUP_PAGE = `query($id: String!) {
  group(databaseId: $id) {
    id databaseId name description category format visibility isPublic hashtags imageUrl bannerUrl maxMembers createdAt
    memberCount viewerRole viewerCanManage viewerCanPost viewerCanJoin viewerIsBanned isFull postsThisWeek postCount
    creator { id firstName }
    viewerMembership { role canEditGroup canBanUsers joinedAt }
    viewerInvitation { id }
    posts(first: 10) {
      edges { node { id content fistBumpCount commentCount viewerHasFistBumped author { id firstName username } } }
      pageInfo { hasNextPage endCursor }
    }
    members(first: 20) {
      totalCount
      edges { node { role canEditGroup canBanUsers joinedAt viewerCanManage user { id firstName lastName username profileImageUrl } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** A group with `size` members and `size` posts, each post fist-bumped and commented once. */
async function groupOf(size: number) {
  const { prisma } = app.services;
  const creator = await buildUser(prisma);
  const members = [];
  for (let i = 1; i < size; i += 1) members.push(await buildUser(prisma));
  const group = await buildGroup(
    prisma,
    creator.id,
    { hashtags: ['grill'] },
    members.map((m) => m.id),
  );
  for (let i = 0; i < size; i += 1) {
    const author = i === 0 ? creator : members[i - 1]!;
    const post = await buildPost(prisma, author.id, { groupId: group.id, content: `Post ${i}` });
    await prisma.fistBump.create({ data: { postId: post.id, userId: creator.id } });
    await prisma.comment.create({ data: { postId: post.id, authorId: author.id, content: 'Nice' } });
  }
  return { creator, group };
}

async function pageCost(size: number) {
  const { creator, group } = await groupOf(size);
  const client = await signedInClient(app, creator);
  const cookie = client.cookieHeader();
  await graphql(app, '{ viewer { id } }', {}, cookie);
  const before = statements;
  const body = await graphql(app, GROUP_PAGE, { id: group.id }, cookie);
  const cost = statements - before;
  if (process.env.PEEK)
    console.log(
      log
        .slice(-cost)
        .map((q) => q.slice(0, 300))
        .join('\n---\n'),
    );
  expect(body.errors).toBeUndefined();
  return { cost, body, size };
}

describe('the group page query', () => {
  it('costs the same SQL statements with 2 members and posts as with 30', async () => {
    const small = await pageCost(2);
    const large = await pageCost(30);
    expect(small.body.data.group).toMatchObject({
      viewerCanManage: true,
      viewerCanPost: true,
      postCount: 2,
      postsThisWeek: 2,
      memberCount: 2,
    });
    expect(large.body.data.group.members.totalCount).toBe(30);
    expect(large.body.data.group.members.edges).toHaveLength(20);
    expect(large.body.data.group.members.edges[0].node).toMatchObject({ role: 'creator', viewerCanManage: false });
    expect(large.body.data.group.members.edges[1].node).toMatchObject({ role: 'member', viewerCanManage: true });
    expect(large.body.data.group.posts.edges[0].node).toMatchObject({ fistBumpCount: 1, commentCount: 1 });
    expect(large.cost).toBe(small.cost);
    // Session, visibility, the group with the viewer's rows, its creator, posts with authors, stats, members with users.
    expect(small.cost).toBeLessThanOrEqual(16);
  });

  it("shows a private group's invitee the header only, and an outsider nothing", async () => {
    const { prisma } = app.services;
    const owner = await buildUser(prisma);
    const invitee = await buildUser(prisma);
    const outsider = await buildUser(prisma);
    const group = await buildGroup(prisma, owner.id, { isPublic: false });
    await buildPost(prisma, owner.id, { groupId: group.id, content: 'Members only' });
    await prisma.groupInvitation.create({ data: { groupId: group.id, inviteeId: invitee.id, inviterId: owner.id } });
    const seen = await graphql(app, GROUP_PAGE, { id: group.id }, (await signedInClient(app, invitee)).cookieHeader());
    // The members are refused, as GET /api/groups/:id/members refuses them (below); the rest of the page answers.
    expect(seen.errors).toMatchObject([{ path: ['group', 'members'], extensions: { code: 'NOT_FOUND' } }]);
    expect(seen.data.group).toMatchObject({
      name: group.name,
      viewerCanJoin: true,
      viewerCanPost: false,
      viewerInvitation: { id: expect.any(String) },
      postCount: null,
      postsThisWeek: null,
      posts: { edges: [] },
      members: null,
    });
    const hidden = await graphql(
      app,
      GROUP_PAGE,
      { id: group.id },
      (await signedInClient(app, outsider)).cookieHeader(),
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data).toEqual({ group: null });
    await buildGroupMember(prisma, group.id, outsider.id);
    const member = await graphql(
      app,
      GROUP_PAGE,
      { id: group.id },
      (await signedInClient(app, outsider)).cookieHeader(),
    );
    expect(member.data.group.posts.edges.map((e: any) => e.node.content)).toEqual(['Members only']);
  });
});

describe("a private group's member list", () => {
  const MEMBERS = `query($id: String!) {
    group(databaseId: $id) { members(first: 10) { edges { node { user { databaseId } } } } }
  }`;
  const ask = async (viewer: Awaited<ReturnType<typeof signedInMember>>, groupId: string) => {
    const rest = await viewer.client.get(`/api/groups/${groupId}/members`);
    const body = await graphql(app, MEMBERS, { id: groupId }, viewer.cookie);
    return { rest, body };
  };

  it('is refused to a non-member by both adapters, and served to a member by both, in the same order', async () => {
    const owner = await signedInMember(app);
    const invitee = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, owner.user.id, { isPublic: false });
    // Invited, not a member: he sees the group's header, and not its members.
    await app.services.prisma.groupInvitation.create({
      data: { groupId: group.id, inviteeId: invitee.user.id, inviterId: owner.user.id },
    });

    const refused = await ask(invitee, group.id);
    expect(refused.rest.status).toBe(404);
    expect(refused.body.data).toEqual({ group: { members: null } });
    expect(refused.body.errors).toMatchObject([{ path: ['group', 'members'], extensions: { code: 'NOT_FOUND' } }]);

    await buildGroupMember(app.services.prisma, group.id, invitee.user.id);
    const served = await ask(invitee, group.id);
    expect(served.rest.status).toBe(200);
    const restIds = ((await served.rest.json()) as { userId: string }[]).map((m) => m.userId);
    expect(restIds).toEqual([owner.user.id, invitee.user.id]);
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data.group.members.edges.map((e: any) => e.node.user.databaseId)).toEqual(restIds);
  });
});
