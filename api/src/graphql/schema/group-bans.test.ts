/**
 * Group.bannedMembers: the group's managers see its bans, newest first and paged, with the member; anyone else
 * (a moderator, a plain member, the banned member) gets an empty list. A lifted ban leaves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildGroupMember, signedInMember, uniqueDigits } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const BANNED = `query($databaseId: String!, $first: Int, $after: String) {
  group(databaseId: $databaseId) {
    bannedMembers(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { reason createdAt user { databaseId username } } }
    }
  }
}`;

const UNBAN = `mutation($groupId: ID!, $userId: ID!) {
  unbanGroupMember(groupId: $groupId, userId: $userId) { __typename ... on AppError { code } }
}`;

describe('Group.bannedMembers', () => {
  it("lists the bans, newest first and paged, to the group's managers only", async () => {
    const { prisma } = app.services;
    const [creator, admin, moderator, plain, first, second] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
    ];
    const group = await buildGroup(prisma, creator.user.id, { name: `Banned ${uniqueDigits()}` });
    await buildGroupMember(prisma, group.id, admin.user.id, { role: 'admin', canEditGroup: true, canBanUsers: true });
    await buildGroupMember(prisma, group.id, moderator.user.id, {
      role: 'moderator',
      canEditGroup: true,
      canBanUsers: true,
    });
    await buildGroupMember(prisma, group.id, plain.user.id);
    await prisma.groupBan.create({
      data: {
        groupId: group.id,
        userId: first.user.id,
        reason: 'Banned by group admin',
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    await prisma.groupBan.create({
      data: { groupId: group.id, userId: second.user.id, reason: 'Spam', bannedById: admin.user.id },
    });

    const list = async (cookie: string, variables: Record<string, unknown> = {}) =>
      (await graphql(app, BANNED, { databaseId: group.id, ...variables }, cookie)).data.group.bannedMembers;
    for (const manager of [creator, admin]) {
      const page = await list(manager.cookie);
      expect(page.totalCount).toBe(2);
      expect(
        page.edges.map((e: { node: { reason: string; user: { databaseId: string } } }) => [
          e.node.user.databaseId,
          e.node.reason,
        ]),
      ).toEqual([
        [second.user.id, 'Spam'],
        [first.user.id, 'Banned by group admin'],
      ]);
    }
    const firstPage = await list(admin.cookie, { first: 1 });
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const nextPage = await list(admin.cookie, { first: 1, after: firstPage.pageInfo.endCursor });
    expect(nextPage.edges.map((e: { node: { user: { databaseId: string } } }) => e.node.user.databaseId)).toEqual([
      first.user.id,
    ]);

    for (const outsider of [moderator, plain, second])
      expect(await list(outsider.cookie)).toMatchObject({ totalCount: 0, edges: [] });

    const lifted = await graphql(
      app,
      UNBAN,
      { groupId: globalId('Group', group.id), userId: second.user.id },
      admin.cookie,
    );
    expect(lifted.data.unbanGroupMember.__typename).toBe('MutationUnbanGroupMemberSuccess');
    expect((await list(creator.cookie)).totalCount).toBe(1);
  });
});
