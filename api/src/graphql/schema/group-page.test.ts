/**
 * The group detail page's query over GraphQL: the header with the viewer's standing and stats, the first page of
 * posts with their card counts, and the first page of members with their users. It costs the same SQL statements
 * whatever the group's size, and a private group shows its content to members only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildGroupMember, buildPost, buildUser, signedInClient } from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
const log: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: ({ query }) => { statements += 1; log.push(query); } });
});
afterAll(() => app.close());

export const GROUP_PAGE = `query($id: String!) {
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
  const group = await buildGroup(prisma, creator.id, { hashtags: ['grill'] }, members.map((m) => m.id));
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
  if (process.env.PEEK) console.log(log.slice(-cost).map((q) => q.slice(0, 300)).join('\n---\n'));
  expect(body.errors).toBeUndefined();
  return { cost, body, size };
}

describe('the group page query', () => {
  it('costs the same SQL statements with 2 members and posts as with 30', async () => {
    const small = await pageCost(2);
    const large = await pageCost(30);
    expect(small.body.data.group).toMatchObject({ viewerCanManage: true, viewerCanPost: true, postCount: 2, postsThisWeek: 2, memberCount: 2 });
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
    expect(seen.errors).toBeUndefined();
    expect(seen.data.group).toMatchObject({
      name: group.name,
      viewerCanJoin: true,
      viewerCanPost: false,
      viewerInvitation: { id: expect.any(String) },
      postCount: null,
      postsThisWeek: null,
      posts: { edges: [] },
      members: { totalCount: 0, edges: [] },
    });
    const hidden = await graphql(app, GROUP_PAGE, { id: group.id }, (await signedInClient(app, outsider)).cookieHeader());
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data).toEqual({ group: null });
    await buildGroupMember(prisma, group.id, outsider.id);
    const member = await graphql(app, GROUP_PAGE, { id: group.id }, (await signedInClient(app, outsider)).cookieHeader());
    expect(member.data.group.posts.edges.map((e: any) => e.node.content)).toEqual(['Members only']);
  });
});
