/**
 * Managing a group over /api: edit, delete, leave, roles, remove, ban (images: group-images.test.ts). Every refusal has its status and
 * message, and leaves the data as it was.
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
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const name = (base: string) => `${base} ${uniqueDigits()}`;
const del = (client: HttpClient, path: string) => client.request('DELETE', path);

/** A group with its creator, an admin, a moderator and two plain members, each signed in. */
async function crew(overrides: { isPublic?: boolean; maxMembers?: number } = {}) {
  const [creator, admin, moderator, plain, other] = [
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
  ];
  const group = await buildGroup(app.services.prisma, creator.user.id, { name: name('Crew'), ...overrides });
  await buildGroupMember(app.services.prisma, group.id, admin.user.id, {
    role: 'admin',
    canEditGroup: true,
    canBanUsers: true,
  });
  await buildGroupMember(app.services.prisma, group.id, moderator.user.id, {
    role: 'moderator',
    canEditGroup: true,
    canBanUsers: true,
  });
  await buildGroupMember(app.services.prisma, group.id, plain.user.id);
  await buildGroupMember(app.services.prisma, group.id, other.user.id);
  return { group, creator, admin, moderator, plain, other };
}

const roleOf = async (groupId: string, userId: string) =>
  (await app.services.prisma.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } } }))?.role ?? null;

describe('PATCH /api/groups/:id', () => {
  it('lets a manager edit every field; hashtags are trimmed, # dropped, empties dropped', async () => {
    const { group, admin } = await crew();
    const newName = name('Smokers');
    const response = await admin.client.patch(`/api/groups/${group.id}`, {
      json: {
        name: newName,
        description: 'Low and slow',
        category: 'cooking',
        visibility: 'global',
        format: 'team',
        isPublic: false,
        maxMembers: 10,
        hashtags: ' #bbq, brisket , ,#Smoke ',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: group.id,
      name: newName,
      description: 'Low and slow',
      category: 'cooking',
      visibility: 'global',
      format: 'team',
      isPublic: false,
      maxMembers: 10,
      hashtags: ['bbq', 'brisket', 'Smoke'],
      memberCount: 5,
      canManage: true,
      role: 'admin',
    });
  });

  it('refuses a non-manager (403), a moderator too, and changes nothing', async () => {
    const { group, moderator, plain } = await crew();
    for (const who of [moderator, plain]) {
      await refused(
        await who.client.patch(`/api/groups/${group.id}`, { json: { name: 'Taken over' } }),
        403,
        'Only the group creator or an admin can manage this group.',
      );
    }
    expect((await app.services.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).name).toBe(group.name);
  });

  it('answers 409 "Group/Team name already taken" for another group\'s name in any case; its own name is fine', async () => {
    const { group, creator } = await crew();
    const other = await buildGroup(app.services.prisma, creator.user.id, { name: name('Taken') });
    await refused(
      await creator.client.patch(`/api/groups/${group.id}`, { json: { name: other.name.toUpperCase() } }),
      409,
      'Group/Team name already taken',
    );
    expect(
      (await creator.client.patch(`/api/groups/${group.id}`, { json: { name: group.name.toLowerCase() } })).status,
    ).toBe(200);
  });

  it('validates like create: 400 for a blank name, a bad category, too many hashtags; 409 for a limit below the members', async () => {
    const { group, creator } = await crew();
    const patch = (json: object) => creator.client.patch(`/api/groups/${group.id}`, { json });
    await refused(await patch({ name: '  ' }), 400, 'Please enter a name for your group.');
    await refused(await patch({ category: 'knitting' }), 400);
    await refused(
      await patch({ hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      400,
      'A group can have at most 10 hashtags.',
    );
    await refused(await patch({ maxMembers: 1 }), 400);
    await refused(
      await patch({ maxMembers: 4 }),
      409,
      'This group already has 5 members: the member limit cannot be lower.',
    );
    expect(await app.services.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).toMatchObject({
      name: group.name,
      maxMembers: null,
      category: 'general',
    });
  });

  it('answers 404 for a private group the viewer cannot see, 401 to a visitor', async () => {
    const { group } = await crew({ isPublic: false });
    const { client } = await signedInMember(app);
    await refused(await client.patch(`/api/groups/${group.id}`, { json: { name: 'x' } }), 404);
    expect((await app.client().patch(`/api/groups/${group.id}`, { json: { name: 'x' } })).status).toBe(401);
  });
});

describe('DELETE /api/groups/:id', () => {
  it('refuses a non-manager (403); a manager deletes it with its posts, members, invitations and bans', async () => {
    const { group, creator, plain, other } = await crew();
    const post = await buildPost(app.services.prisma, plain.user.id, { groupId: group.id });
    await app.services.prisma.groupBan.create({ data: { groupId: group.id, userId: other.user.id, reason: 'x' } });
    await refused(await del(plain.client, `/api/groups/${group.id}`), 403);
    expect((await del(creator.client, `/api/groups/${group.id}`)).status).toBe(204);
    const { prisma } = app.services;
    expect(await prisma.group.findUnique({ where: { id: group.id } })).toBeNull();
    expect(await prisma.post.findUnique({ where: { id: post.id } })).toBeNull();
    expect(await prisma.groupMember.count({ where: { groupId: group.id } })).toBe(0);
    expect(await prisma.groupBan.count({ where: { groupId: group.id } })).toBe(0);
    await refused(await creator.client.get(`/api/groups/${group.id}`), 404);
  });

  it('settles the notifications of invitations to the deleted group: read, no longer counted as new', async () => {
    const { group, creator } = await crew({ isPublic: false });
    const guest = await signedInMember(app);
    await buildConnection(app.services.prisma, creator.user.id, guest.user.id);
    expect(
      (await creator.client.post(`/api/groups/${group.id}/invite`, { json: { userIds: [guest.user.id] } })).status,
    ).toBe(201);
    const unread = async () =>
      (await (await guest.client.get('/api/notifications/unread-count')).json()) as { count: number };
    expect(await unread()).toEqual({ count: 1 });
    expect((await del(creator.client, `/api/groups/${group.id}`)).status).toBe(204);
    expect(await unread()).toEqual({ count: 0 });
    const notes = await app.services.prisma.notification.findMany({ where: { userId: guest.user.id } });
    expect(notes.map((n) => [n.type, n.targetId, n.isRead])).toEqual([['group_invitation', group.id, true]]);
  });
});

describe('DELETE /api/groups/:id/join (leave)', () => {
  it('ends the membership and frees a place in a full group; leaving again is 409', async () => {
    const { group, plain } = await crew({ maxMembers: 5 });
    const { client: newcomer } = await signedInMember(app);
    await refused(
      await newcomer.post(`/api/groups/${group.id}/join`),
      409,
      'This group is full: it has room for 5 members.',
    );
    expect((await del(plain.client, `/api/groups/${group.id}/join`)).status).toBe(204);
    expect(await roleOf(group.id, plain.user.id)).toBeNull();
    expect((await newcomer.post(`/api/groups/${group.id}/join`)).status).toBe(201);
    await refused(await del(plain.client, `/api/groups/${group.id}/join`), 409, 'You are not a member of this group.');
  });
});

describe('PATCH /api/groups/:id/members/:userId/role', () => {
  const setRole = (client: HttpClient, groupId: string, userId: string, json: object) =>
    client.patch(`/api/groups/${groupId}/members/${userId}/role`, { json });

  it('promotes to moderator (both rights on) and demotes to member (both off)', async () => {
    const { group, admin, plain } = await crew();
    const up = await setRole(admin.client, group.id, plain.user.id, { role: 'moderator' });
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({
      userId: plain.user.id,
      role: 'moderator',
      canEditGroup: true,
      canBanUsers: true,
      user: { id: plain.user.id, username: plain.user.username },
    });
    const down = await setRole(admin.client, group.id, plain.user.id, { role: 'member', canEditGroup: true });
    expect(await down.json()).toMatchObject({ role: 'member', canEditGroup: false, canBanUsers: false });
  });

  it('refuses a non-manager, acting on the creator or an admin, and acting on oneself (403)', async () => {
    const { group, creator, admin, moderator, plain } = await crew();
    await refused(
      await setRole(moderator.client, group.id, plain.user.id, { role: 'moderator' }),
      403,
      'Only the group creator or an admin can manage this group.',
    );
    await refused(
      await setRole(admin.client, group.id, creator.user.id, { role: 'member' }),
      403,
      'The group creator and admins cannot be changed, removed or banned.',
    );
    await refused(
      await setRole(creator.client, group.id, admin.user.id, { role: 'member' }),
      403,
      'The group creator and admins cannot be changed, removed or banned.',
    );
    await refused(
      await setRole(admin.client, group.id, admin.user.id, { role: 'member' }),
      403,
      'You cannot do that to yourself.',
    );
    expect(await roleOf(group.id, plain.user.id)).toBe('member');
    expect(await roleOf(group.id, admin.user.id)).toBe('admin');
  });

  it('lets only the creator make admins; nobody makes a creator; 400 for an unknown role, 404 for a non-member', async () => {
    const { group, creator, admin, plain, other } = await crew();
    await refused(
      await setRole(admin.client, group.id, plain.user.id, { role: 'admin' }),
      403,
      'Only the group creator can make someone an admin.',
    );
    await refused(
      await setRole(creator.client, group.id, plain.user.id, { role: 'creator' }),
      400,
      'A group has one creator: choose admin, moderator or member.',
    );
    await refused(await setRole(creator.client, group.id, plain.user.id, { role: 'boss' }), 400);
    const { user: stranger } = await signedInMember(app);
    await refused(await setRole(creator.client, group.id, stranger.id, { role: 'moderator' }), 404);
    expect((await setRole(creator.client, group.id, other.user.id, { role: 'admin' })).status).toBe(200);
    expect(await roleOf(group.id, other.user.id)).toBe('admin');
    expect(await roleOf(group.id, plain.user.id)).toBe('member');
  });
});

describe('removing and banning members', () => {
  it('removes a member, who may join again; refuses the creator, an admin, oneself and non-managers', async () => {
    const { group, creator, admin, moderator, plain } = await crew();
    await refused(await del(moderator.client, `/api/groups/${group.id}/members/${plain.user.id}`), 403);
    await refused(await del(admin.client, `/api/groups/${group.id}/members/${creator.user.id}`), 403);
    await refused(await del(creator.client, `/api/groups/${group.id}/members/${admin.user.id}`), 403);
    await refused(
      await del(admin.client, `/api/groups/${group.id}/members/${admin.user.id}`),
      403,
      'You cannot do that to yourself.',
    );
    expect((await del(admin.client, `/api/groups/${group.id}/members/${plain.user.id}`)).status).toBe(204);
    expect(await roleOf(group.id, plain.user.id)).toBeNull();
    expect((await plain.client.post(`/api/groups/${group.id}/join`)).status).toBe(201);
  });

  it('bans with the default reason: the member is out, cannot rejoin, post, or see a private group; unban lets them join', async () => {
    const { group, admin, plain } = await crew({ isPublic: false });
    const ban = await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: plain.user.id } });
    expect(ban.status).toBe(201);
    expect(await ban.json()).toEqual({
      groupId: group.id,
      userId: plain.user.id,
      reason: 'Banned by group admin',
      createdAt: expect.any(String),
    });
    expect(await roleOf(group.id, plain.user.id)).toBeNull();
    await refused(
      await plain.client.post(`/api/groups/${group.id}/join`),
      403,
      'You cannot join this group: you were banned from it.',
    );
    // The private group is hidden from them now: posting in it is as unknown as reading it.
    await refused(await plain.client.post('/api/posts', { json: { content: 'Still here', groupId: group.id } }), 404);
    for (const path of ['', '/posts', '/members'])
      await refused(await plain.client.get(`/api/groups/${group.id}${path}`), 404);
    await refused(
      await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: plain.user.id } }),
      409,
      'That member is already banned from this group.',
    );
    expect((await del(admin.client, `/api/groups/${group.id}/ban/${plain.user.id}`)).status).toBe(204);
    await refused(await del(admin.client, `/api/groups/${group.id}/ban/${plain.user.id}`), 404);
    expect(await app.services.prisma.groupBan.count({ where: { groupId: group.id } })).toBe(0);
  });

  it('bans a member of a public group from rejoining; keeps a given reason; refuses protected members and non-managers', async () => {
    const { group, creator, admin, moderator, plain } = await crew();
    await refused(await moderator.client.post(`/api/groups/${group.id}/ban`, { json: { userId: plain.user.id } }), 403);
    await refused(await creator.client.post(`/api/groups/${group.id}/ban`, { json: { userId: admin.user.id } }), 403);
    await refused(
      await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: admin.user.id } }),
      403,
      'You cannot do that to yourself.',
    );
    await refused(await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: 'nobody' } }), 400);
    const ban = await admin.client.post(`/api/groups/${group.id}/ban`, {
      json: { userId: plain.user.id, reason: 'Spam' },
    });
    expect((await ban.json()).reason).toBe('Spam');
    await refused(await plain.client.post(`/api/groups/${group.id}/join`), 403);
    const role = await (await plain.client.get(`/api/groups/${group.id}/user-role`)).json();
    expect(role).toEqual({
      role: null,
      canEditGroup: false,
      canBanUsers: false,
      isMember: false,
      canManage: false,
      isBanned: true,
    });
  });
});

describe('GET /api/groups/:id/bans', () => {
  it("lists the banned members, newest first and paged, to the group's managers; 403 for anyone else", async () => {
    const { group, creator, admin, moderator, plain, other } = await crew();
    expect((await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: plain.user.id } })).status).toBe(
      201,
    );
    expect(
      (await admin.client.post(`/api/groups/${group.id}/ban`, { json: { userId: other.user.id, reason: 'Spam' } }))
        .status,
    ).toBe(201);
    const response = await creator.client.get(`/api/groups/${group.id}/bans`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        userId: other.user.id,
        reason: 'Spam',
        createdAt: expect.any(String),
        user: expect.objectContaining({ id: other.user.id }),
      },
      {
        userId: plain.user.id,
        reason: 'Banned by group admin',
        createdAt: expect.any(String),
        user: expect.objectContaining({ id: plain.user.id }),
      },
    ]);
    const first = await admin.client.get(`/api/groups/${group.id}/bans?limit=1`);
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const rest = await (await admin.client.get(`/api/groups/${group.id}/bans?limit=1&cursor=${cursor}`)).json();
    expect(rest.map((b: { userId: string }) => b.userId)).toEqual([plain.user.id]);
    for (const outsider of [moderator, plain])
      await refused(await outsider.client.get(`/api/groups/${group.id}/bans`), 403);
    expect((await del(admin.client, `/api/groups/${group.id}/ban/${other.user.id}`)).status).toBe(204);
    expect(
      (await (await admin.client.get(`/api/groups/${group.id}/bans`)).json()).map((b: { userId: string }) => b.userId),
    ).toEqual([plain.user.id]);
  });
});
