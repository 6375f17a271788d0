/**
 * Private groups are invitation only: a member invites their connections, who get a notification and see the
 * group's header; they accept (joining) or decline. A private group's posts reach nobody else: not the Groupfeed,
 * the Dadfeed or search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildGroup,
  buildGroupMember,
  buildPost,
  signedInMember,
  uniqueDigits,
} from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const word = () => `w${uniqueDigits()}`;

/** A private group whose creator is connected to `friend`. */
async function privateGroup() {
  const [owner, friend] = [await signedInMember(app), await signedInMember(app)];
  await buildConnection(app.services.prisma, owner.user.id, friend.user.id);
  const group = await buildGroup(app.services.prisma, owner.user.id, { name: `Secret ${word()}`, isPublic: false });
  return { owner, friend, group };
}

describe('inviting to a private group', () => {
  it('invites a connection: a pending invitation, a group_invitation notification, the header but not the content', async () => {
    const { owner, friend, group } = await privateGroup();
    await buildPost(app.services.prisma, owner.user.id, { groupId: group.id, content: 'Members only' });
    await expect(friend.client.get(`/api/groups/${group.id}`).then((r) => r.status)).resolves.toBe(404);
    const response = await owner.client.post(`/api/groups/${group.id}/invite`, { json: { userIds: [friend.user.id] } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ invited: 1 });
    const notification = await app.services.prisma.notification.findFirstOrThrow({
      where: { userId: friend.user.id, type: 'group_invitation' },
    });
    expect(notification).toMatchObject({ actorId: owner.user.id, targetType: 'group', targetId: group.id });

    const header = await friend.client.get(`/api/groups/${group.id}`);
    expect(await header.json()).toMatchObject({
      id: group.id,
      isMember: false,
      hasInvitation: true,
      postCount: null,
      postsThisWeek: null,
      canPost: false,
    });
    for (const path of ['/posts', '/members'])
      expect((await friend.client.get(`/api/groups/${group.id}${path}`)).status).toBe(404);
    const explore = await (await friend.client.get('/api/groups?tab=explore')).json();
    expect(explore.map((g: { id: string }) => g.id)).toContain(group.id);

    const list = await (await friend.client.get('/api/groups/invitations')).json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        group: expect.objectContaining({ id: group.id, hasInvitation: true }),
        inviter: {
          id: owner.user.id,
          firstName: owner.user.firstName,
          lastName: owner.user.lastName,
          username: owner.user.username,
          profileImageUrl: null,
        },
      },
    ]);
    // Again: already invited, skipped.
    expect(
      await (await owner.client.post(`/api/groups/${group.id}/invite`, { json: { userIds: [friend.user.id] } })).json(),
    ).toEqual({ invited: 0 });
  });

  it('accepts: the invitee joins and sees the posts; only the invitee may answer (404)', async () => {
    const { owner, friend, group } = await privateGroup();
    await owner.client.post(`/api/groups/${group.id}/invite`, { json: { userIds: [friend.user.id] } });
    const [invitation] = await (await friend.client.get('/api/groups/invitations')).json();
    expect((await owner.client.patch(`/api/groups/invitations/${invitation.id}/accept`)).status).toBe(404);
    const accepted = await friend.client.patch(`/api/groups/invitations/${invitation.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: group.id, role: 'member' });
    expect((await friend.client.get(`/api/groups/${group.id}/posts`)).status).toBe(200);
    expect(await (await friend.client.get('/api/groups/invitations')).json()).toEqual([]);
    expect((await friend.client.patch(`/api/groups/invitations/${invitation.id}/accept`)).status).toBe(404);
  });

  it('declines: the group is hidden again; the decline is 204 and a second one 404', async () => {
    const { owner, friend, group } = await privateGroup();
    await owner.client.post(`/api/groups/${group.id}/invite`, { json: { userIds: [friend.user.id] } });
    const [invitation] = await (await friend.client.get('/api/groups/invitations')).json();
    expect((await friend.client.patch(`/api/groups/invitations/${invitation.id}/decline`)).status).toBe(204);
    expect((await friend.client.patch(`/api/groups/invitations/${invitation.id}/decline`)).status).toBe(404);
    expect((await friend.client.get(`/api/groups/${group.id}`)).status).toBe(404);
    expect((await friend.client.post(`/api/groups/${group.id}/join`)).status).toBe(403);
  });

  it('refuses non-connections (400), non-members (403), and bad input (400), inviting nobody', async () => {
    const { owner, friend, group } = await privateGroup();
    const { user: stranger } = await signedInMember(app);
    const refusal = await owner.client.post(`/api/groups/${group.id}/invite`, {
      json: { userIds: [friend.user.id, stranger.id] },
    });
    expect(refusal.status).toBe(400);
    expect((await refusal.json()).message).toBe('You can only invite your connections.');
    const publicGroup = await buildGroup(app.services.prisma, stranger.id, { name: `Open ${word()}` });
    const outsider = await owner.client.post(`/api/groups/${publicGroup.id}/invite`, {
      json: { userIds: [friend.user.id] },
    });
    expect(outsider.status).toBe(403);
    for (const json of [{}, { userIds: [] }, { userIds: ['x'] }, { userIds: 'all' }]) {
      expect((await owner.client.post(`/api/groups/${group.id}/invite`, { json })).status).toBe(400);
    }
    expect(await app.services.prisma.groupInvitation.count({ where: { groupId: group.id } })).toBe(0);
  });
});

describe("a private group's posts", () => {
  it("never reach a non-member's Groupfeed, Dadfeed or search; a public group's shared post does", async () => {
    const { owner, friend, group } = await privateGroup();
    const tag = word();
    const open = await buildGroup(app.services.prisma, owner.user.id, { name: `Open ${word()}` }, [friend.user.id]);
    // The friend was a member once: leaving takes the posts with it.
    await buildGroupMember(app.services.prisma, group.id, friend.user.id);
    await app.services.prisma.groupMember.delete({
      where: { groupId_userId: { groupId: group.id, userId: friend.user.id } },
    });
    const secret = await buildPost(app.services.prisma, owner.user.id, {
      groupId: group.id,
      content: `secret ${tag}`,
      shareToPersonalFeed: true,
    });
    const shared = await buildPost(app.services.prisma, owner.user.id, {
      groupId: open.id,
      content: `open ${tag}`,
      shareToPersonalFeed: true,
    });
    const ids = (list: { id: string }[]) => list.map((p) => p.id);
    const groupfeed = ids(await (await friend.client.get('/api/groups/posts/feed')).json());
    const dadfeed = ids(await (await friend.client.get('/api/posts?limit=50')).json());
    const found = ids((await (await friend.client.get(`/api/search?query=${tag}`)).json()).posts);
    for (const list of [groupfeed, dadfeed, found]) {
      expect(list).not.toContain(secret.id);
      expect(list).toContain(shared.id);
    }
    const ownerFeed = ids(await (await owner.client.get('/api/posts?limit=50')).json());
    expect(ownerFeed).toContain(secret.id);
  });
});
