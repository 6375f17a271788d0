/**
 * Managing groups over GraphQL: the same commands and refusals as the /api routes (rest/group-admin.test.ts),
 * as AppError results; invitations; the listing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildConnection,
  buildGroup,
  buildGroupMember,
  signedInMember,
  uniqueDigits,
} from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const word = () => `w${uniqueDigits()}`;

async function crew(isPublic = true) {
  const [creator, admin, plain] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
  const group = await buildGroup(app.services.prisma, creator.user.id, { name: `Crew ${word()}`, isPublic });
  await buildGroupMember(app.services.prisma, group.id, admin.user.id, { role: 'admin' });
  await buildGroupMember(app.services.prisma, group.id, plain.user.id);
  return { group, gid: globalId('Group', group.id), creator, admin, plain };
}

/** A mutation answering a Group, with the error shape. */
const groupMutation = (name: string, args: string, params: string) => `mutation(${params}) {
  ${name}(${args}) {
    __typename
    ... on AppError { code message }
    ... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success { data { __typename } }
  }
}`;

const UPDATE = groupMutation(
  'updateGroup',
  'groupId: $groupId, input: $input',
  '$groupId: ID!, $input: UpdateGroupInput!',
);
const ROLE = `mutation($groupId: ID!, $userId: ID!, $role: GroupRole!) {
  setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role) {
    __typename
    ... on AppError { code message }
    ... on MutationSetGroupMemberRoleSuccess { data { role canEditGroup canBanUsers user { id } } }
  }
}`;
const REMOVE = groupMutation('removeGroupMember', 'groupId: $groupId, userId: $userId', '$groupId: ID!, $userId: ID!');
const BAN = groupMutation('banGroupMember', 'groupId: $groupId, userId: $userId', '$groupId: ID!, $userId: ID!');
const UNBAN = groupMutation('unbanGroupMember', 'groupId: $groupId, userId: $userId', '$groupId: ID!, $userId: ID!');
const LEAVE = groupMutation('leaveGroup', 'groupId: $groupId', '$groupId: ID!');
const DELETE = `mutation($groupId: ID!) {
  deleteGroup(groupId: $groupId) { __typename ... on AppError { code message } ... on MutationDeleteGroupSuccess { data { deletedGroupId } } }
}`;

const refusal = (code: string, message?: string) => ({ __typename: 'AppError', code, ...(message ? { message } : {}) });

describe('group management mutations', () => {
  it('updateGroup: managers edit; others are FORBIDDEN; a taken name is GROUP_NAME_TAKEN "Group/Team name already taken"', async () => {
    const { gid, group, admin, plain, creator } = await crew();
    const other = await buildGroup(app.services.prisma, creator.user.id, { name: `Other ${word()}` });
    const done = await graphql(
      app,
      UPDATE,
      { groupId: gid, input: { description: 'New', hashtags: ['#bbq', ' '] } },
      admin.cookie,
    );
    expect(done.data.updateGroup.__typename).toBe('MutationUpdateGroupSuccess');
    expect(await app.services.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).toMatchObject({
      description: 'New',
      hashtags: ['bbq'],
    });
    expect(
      (await graphql(app, UPDATE, { groupId: gid, input: { name: 'Mine now' } }, plain.cookie)).data.updateGroup,
    ).toMatchObject(refusal('FORBIDDEN'));
    expect(
      (await graphql(app, UPDATE, { groupId: gid, input: { name: other.name.toUpperCase() } }, admin.cookie)).data
        .updateGroup,
    ).toEqual(refusal('GROUP_NAME_TAKEN', 'Group/Team name already taken'));
  });

  it('setGroupMemberRole: promote/demote with the rights; FORBIDDEN on oneself, the creator, an admin, for non-managers', async () => {
    const { gid, creator, admin, plain } = await crew();
    const uid = (m: { user: { id: string } }) => globalId('User', m.user.id);
    const up = await graphql(app, ROLE, { groupId: gid, userId: uid(plain), role: 'moderator' }, admin.cookie);
    expect(up.data.setGroupMemberRole.data).toEqual({
      role: 'moderator',
      canEditGroup: true,
      canBanUsers: true,
      user: { id: uid(plain) },
    });
    const down = await graphql(app, ROLE, { groupId: gid, userId: plain.user.id, role: 'member' }, admin.cookie);
    expect(down.data.setGroupMemberRole.data).toMatchObject({
      role: 'member',
      canEditGroup: false,
      canBanUsers: false,
    });
    for (const [who, target] of [
      [admin, admin],
      [admin, creator],
      [creator, admin],
      [plain, admin],
    ] as const) {
      const answer = await graphql(app, ROLE, { groupId: gid, userId: uid(target), role: 'member' }, who.cookie);
      expect(answer.data.setGroupMemberRole).toMatchObject(refusal('FORBIDDEN'));
    }
    expect(
      (await graphql(app, ROLE, { groupId: gid, userId: uid(plain), role: 'admin' }, admin.cookie)).data
        .setGroupMemberRole,
    ).toEqual(refusal('FORBIDDEN', 'Only the group creator can make someone an admin.'));
  });

  it('removeGroupMember lets them rejoin; banGroupMember keeps them out until unbanGroupMember', async () => {
    const { gid, group, admin, plain } = await crew();
    const join = groupMutation('joinGroup', 'groupId: $groupId', '$groupId: ID!');
    expect(
      (await graphql(app, REMOVE, { groupId: gid, userId: plain.user.id }, plain.cookie)).data.removeGroupMember,
    ).toMatchObject(refusal('FORBIDDEN'));
    expect(
      (await graphql(app, REMOVE, { groupId: gid, userId: plain.user.id }, admin.cookie)).data.removeGroupMember
        .__typename,
    ).toBe('MutationRemoveGroupMemberSuccess');
    expect((await graphql(app, join, { groupId: gid }, plain.cookie)).data.joinGroup.__typename).toBe(
      'MutationJoinGroupSuccess',
    );
    expect(
      (await graphql(app, BAN, { groupId: gid, userId: plain.user.id }, admin.cookie)).data.banGroupMember.__typename,
    ).toBe('MutationBanGroupMemberSuccess');
    expect(
      await app.services.prisma.groupBan.findUniqueOrThrow({
        where: { groupId_userId: { groupId: group.id, userId: plain.user.id } },
      }),
    ).toMatchObject({ reason: 'Banned by group admin' });
    expect((await graphql(app, join, { groupId: gid }, plain.cookie)).data.joinGroup).toMatchObject(
      refusal('FORBIDDEN'),
    );
    const standing = await graphql(
      app,
      `{ group(databaseId: "${group.id}") { viewerIsBanned viewerCanJoin viewerMembership { role } } }`,
      {},
      plain.cookie,
    );
    expect(standing.data.group).toEqual({ viewerIsBanned: true, viewerCanJoin: false, viewerMembership: null });
    expect(
      (await graphql(app, UNBAN, { groupId: gid, userId: plain.user.id }, admin.cookie)).data.unbanGroupMember
        .__typename,
    ).toBe('MutationUnbanGroupMemberSuccess');
    expect((await graphql(app, join, { groupId: gid }, plain.cookie)).data.joinGroup.__typename).toBe(
      'MutationJoinGroupSuccess',
    );
  });

  it('leaveGroup: null data for a private group left; CONFLICT when not a member. deleteGroup: managers only', async () => {
    const { gid, group, creator, plain } = await crew(false);
    const left = await graphql(app, LEAVE, { groupId: gid }, plain.cookie);
    expect(left.errors).toBeUndefined();
    expect(left.data.leaveGroup).toBeNull();
    expect(await app.services.prisma.groupMember.count({ where: { groupId: group.id, userId: plain.user.id } })).toBe(
      0,
    );
    const outsider = await signedInMember(app);
    const open = await crew();
    expect((await graphql(app, LEAVE, { groupId: open.gid }, outsider.cookie)).data.leaveGroup).toEqual(
      refusal('CONFLICT', 'You are not a member of this group.'),
    );
    expect((await graphql(app, DELETE, { groupId: open.gid }, open.plain.cookie)).data.deleteGroup).toMatchObject(
      refusal('FORBIDDEN'),
    );
    const deleted = await graphql(app, DELETE, { groupId: gid }, creator.cookie);
    expect(deleted.data.deleteGroup.data).toEqual({ deletedGroupId: gid });
    expect(await app.services.prisma.group.findUnique({ where: { id: group.id } })).toBeNull();
  });
});

describe('invitations and the listing over GraphQL', () => {
  const INVITE = `mutation($groupId: ID!, $userIds: [ID!]!) {
    inviteToGroup(groupId: $groupId, userIds: $userIds) { __typename ... on AppError { code message } }
  }`;
  const INVITATIONS = `{ groupInvitations(first: 10) { totalCount edges { node { id status group { databaseId name viewerCanJoin postCount members(first: 5) { totalCount } } inviter { id } } } } }`;
  const ANSWER = (name: string) =>
    `mutation($id: ID!) { ${name}(invitationId: $id) { __typename ... on AppError { code message } } }`;

  it('invites a connection, who sees the invitation and the header; accepts or declines; only the invitee answers', async () => {
    const { gid, group, creator } = await crew(false);
    const [friend, other] = [await signedInMember(app), await signedInMember(app)];
    for (const m of [friend, other]) await buildConnection(app.services.prisma, creator.user.id, m.user.id);
    expect(
      (await graphql(app, INVITE, { groupId: gid, userIds: [(await signedInMember(app)).user.id] }, creator.cookie))
        .data.inviteToGroup,
    ).toEqual(refusal('BAD_USER_INPUT', 'You can only invite your connections.'));
    expect(
      (
        await graphql(
          app,
          INVITE,
          { groupId: gid, userIds: [friend.user.id, globalId('User', other.user.id)] },
          creator.cookie,
        )
      ).data.inviteToGroup.__typename,
    ).toBe('MutationInviteToGroupSuccess');
    const list = await graphql(app, INVITATIONS, {}, friend.cookie);
    expect(list.data.groupInvitations).toMatchObject({
      totalCount: 1,
      edges: [
        {
          node: {
            status: 'pending',
            group: { databaseId: group.id, viewerCanJoin: true, postCount: null, members: null },
            inviter: { id: globalId('User', creator.user.id) },
          },
        },
      ],
    });
    // An invitee is not yet a member: the members are refused, as on /api.
    expect(list.errors).toMatchObject([
      { path: ['groupInvitations', 'edges', 0, 'node', 'group', 'members'], extensions: { code: 'NOT_FOUND' } },
    ]);
    const friendInvitation = list.data.groupInvitations.edges[0].node.id;
    const otherInvitation = (await graphql(app, INVITATIONS, {}, other.cookie)).data.groupInvitations.edges[0].node.id;
    expect(
      (await graphql(app, ANSWER('acceptGroupInvitation'), { id: friendInvitation }, other.cookie)).data
        .acceptGroupInvitation,
    ).toMatchObject(refusal('NOT_FOUND'));
    expect(
      (await graphql(app, ANSWER('acceptGroupInvitation'), { id: friendInvitation }, friend.cookie)).data
        .acceptGroupInvitation.__typename,
    ).toBe('MutationAcceptGroupInvitationSuccess');
    expect(
      (await graphql(app, ANSWER('declineGroupInvitation'), { id: otherInvitation }, other.cookie)).data
        .declineGroupInvitation.__typename,
    ).toBe('MutationDeclineGroupInvitationSuccess');
    expect(await app.services.prisma.groupMember.count({ where: { groupId: group.id } })).toBe(4);
    expect((await graphql(app, `{ group(databaseId: "${group.id}") { id } }`, {}, other.cookie)).data.group).toBeNull();
  });

  it('gives a group_invitation notification its pending invitation, at the same SQL cost for one or three, null once answered', async () => {
    const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { type targetId groupInvitation { id status group { databaseId name } } } } } }`;
    const invitee = await signedInMember(app);
    const hosts = [await crew(false), await crew(false), await crew(false)];
    for (const host of hosts) await buildConnection(app.services.prisma, host.creator.user.id, invitee.user.id);
    const inviteFrom = (host: (typeof hosts)[number]) =>
      graphql(app, INVITE, { groupId: host.gid, userIds: [invitee.user.id] }, host.creator.cookie);
    const read = async () => {
      const before = statements;
      const body = await graphql(app, NOTIFICATIONS, {}, invitee.cookie);
      return { cost: statements - before, nodes: body.data.notifications.edges.map((e: any) => e.node) };
    };
    await inviteFrom(hosts[0]!);
    const one = await read();
    await inviteFrom(hosts[1]!);
    await inviteFrom(hosts[2]!);
    const three = await read();
    expect(three.cost).toBe(one.cost);
    const invitations = three.nodes.filter((n: any) => n.type === 'group_invitation');
    expect(invitations.map((n: any) => n.groupInvitation.group.databaseId).sort()).toEqual(
      hosts.map((h) => h.group.id).sort(),
    );
    expect(
      invitations.every(
        (n: any) => n.groupInvitation.status === 'pending' && n.groupInvitation.group.databaseId === n.targetId,
      ),
    ).toBe(true);

    const [accepted, declined] = invitations;
    expect(
      (await graphql(app, ANSWER('acceptGroupInvitation'), { id: accepted.groupInvitation.id }, invitee.cookie)).data
        .acceptGroupInvitation.__typename,
    ).toBe('MutationAcceptGroupInvitationSuccess');
    expect(
      (await graphql(app, ANSWER('declineGroupInvitation'), { id: declined.groupInvitation.id }, invitee.cookie)).data
        .declineGroupInvitation.__typename,
    ).toBe('MutationDeclineGroupInvitationSuccess');
    const after = (await read()).nodes.filter((n: any) => n.type === 'group_invitation');
    expect(after.filter((n: any) => n.groupInvitation !== null).map((n: any) => n.targetId)).toEqual([
      invitations[2].targetId,
    ]);
    // Nobody else's: the host reading their own notifications sees no invitation on them.
    const hostNodes = (await graphql(app, NOTIFICATIONS, {}, hosts[0]!.creator.cookie)).data.notifications.edges.map(
      (e: any) => e.node,
    );
    expect(hostNodes.every((n: any) => n.groupInvitation === null)).toBe(true);
  });

  it('lists the tabs with totalCount; null for a malformed or missing group id', async () => {
    const viewer = await signedInMember(app);
    const tag = word();
    await buildGroup(app.services.prisma, viewer.user.id, { name: `Listed ${tag}`, format: 'team' });
    const other = await signedInMember(app);
    await buildGroup(app.services.prisma, other.user.id, { name: `Explore ${tag}` });
    const list = (tab: string, format?: string) =>
      graphql(
        app,
        `query($tab: GroupListTab, $search: String, $format: GroupFormat) { groups(tab: $tab, search: $search, format: $format, first: 10) { totalCount edges { node { name viewerCanManage } } } }`,
        { tab, search: tag, format },
        viewer.cookie,
      );
    expect((await list('MINE')).data.groups).toEqual({
      totalCount: 1,
      edges: [{ node: { name: `Listed ${tag}`, viewerCanManage: true } }],
    });
    expect((await list('EXPLORE')).data.groups.edges.map((e: any) => e.node.name)).toEqual([`Explore ${tag}`]);
    expect((await list('MINE', 'group')).data.groups.totalCount).toBe(0);
    for (const id of ['nonsense', '0190a000-0000-7000-8000-000000000000']) {
      expect((await graphql(app, `{ group(databaseId: "${id}") { id } }`, {}, viewer.cookie)).data).toEqual({
        group: null,
      });
    }
  });
});
