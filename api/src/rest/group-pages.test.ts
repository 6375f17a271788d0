/**
 * The group pages' reads over /api: the listing's tabs with search and filters (paged), one group with its
 * stats and the viewer's standing, its members (oldest first, paged), the viewer's role, and its posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildGroupMember, buildPost, signedInMember, uniqueDigits } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const word = () => `w${uniqueDigits()}`;
const ids = (list: { id: string }[]) => list.map((g) => g.id);

describe('GET /api/groups', () => {
  it('lists the tabs: mine, and explore (visible, not joined; private only when invited), with search and filters', async () => {
    const { prisma } = app.services;
    const [viewer, host] = [await signedInMember(app), await signedInMember(app)];
    const tag = word();
    const mine = await buildGroup(prisma, host.user.id, { name: `Mine ${tag}`, category: 'sports' }, [viewer.user.id]);
    const open = await buildGroup(prisma, host.user.id, { name: `Open ${tag}`, format: 'team', hashtags: ['grill'] });
    const secret = await buildGroup(prisma, host.user.id, { name: `Secret ${tag}`, isPublic: false });
    const invited = await buildGroup(prisma, host.user.id, {
      name: `Invited ${tag}`,
      isPublic: false,
      description: 'Come along',
    });
    await prisma.groupInvitation.create({
      data: { groupId: invited.id, inviteeId: viewer.user.id, inviterId: host.user.id },
    });
    const get = async (query: string) => {
      const response = await viewer.client.get(`/api/groups?${query}`);
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(ids(await get(`tab=mine&search=${tag}`))).toEqual([mine.id]);
    expect(ids(await get(`search=${tag}`))).toEqual([invited.id, open.id]);
    expect(ids(await get(`tab=explore&search=${tag}&format=team`))).toEqual([open.id]);
    expect(ids(await get(`tab=explore&search=${tag}&format=group`))).toEqual([invited.id]);
    expect(ids(await get(`tab=mine&search=${tag}&category=cooking`))).toEqual([]);
    expect(ids(await get(`tab=explore&search=GRILL&format=all`))).toContain(open.id);
    expect(ids(await get(`search=${tag}`))).not.toContain(secret.id);
    const [card] = await get(`tab=mine&search=${tag}`);
    expect(card).toEqual({
      id: mine.id,
      name: mine.name,
      description: '',
      category: 'sports',
      visibility: 'local',
      isPublic: true,
      format: 'group',
      maxMembers: null,
      imageUrl: null,
      bannerUrl: null,
      hashtags: [],
      memberCount: 2,
      creatorId: host.user.id,
      createdAt: expect.any(String),
      isMember: true,
      role: 'member',
      isBanned: false,
      hasInvitation: false,
    });
  });

  it('pages with limit and X-Next-Cursor; refuses bad input (400) and visitors (401)', async () => {
    const { prisma } = app.services;
    const viewer = await signedInMember(app);
    const tag = word();
    for (let i = 0; i < 3; i += 1) await buildGroup(prisma, viewer.user.id, { name: `Paged ${tag} ${i}` });
    const first = await viewer.client.get(`/api/groups?tab=mine&search=${tag}&limit=2`);
    const cursor = first.headers.get('x-next-cursor');
    expect((await first.json()).length).toBe(2);
    const second = await (
      await viewer.client.get(`/api/groups?tab=mine&search=${tag}&limit=2&cursor=${cursor}`)
    ).json();
    expect(second.map((g: { name: string }) => g.name)).toEqual([`Paged ${tag} 0`]);
    for (const query of ['tab=all', 'format=club', 'category=knitting', 'limit=0', 'cursor=nonsense']) {
      expect((await viewer.client.get(`/api/groups?${query}`)).status).toBe(400);
    }
    expect((await app.client().get('/api/groups')).status).toBe(401);
  });
});

describe('GET /api/groups/:id and its parts', () => {
  it("answers the group with its stats and the viewer's standing; members oldest first, paged; the viewer's role", async () => {
    const { prisma } = app.services;
    const [host, viewer, late] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const group = await buildGroup(prisma, host.user.id, { name: `Detail ${word()}`, maxMembers: 10 });
    await buildGroupMember(prisma, group.id, viewer.user.id, { joinedAt: new Date(Date.now() + 1000) });
    await buildGroupMember(prisma, group.id, late.user.id, { joinedAt: new Date(Date.now() + 2000) });
    await buildPost(prisma, host.user.id, { groupId: group.id });
    await buildPost(prisma, host.user.id, { groupId: group.id, createdAt: new Date(Date.now() - 10 * 86_400_000) });
    const detail = await (await viewer.client.get(`/api/groups/${group.id}`)).json();
    expect(detail).toMatchObject({
      id: group.id,
      memberCount: 3,
      postCount: 2,
      postsThisWeek: 1,
      canManage: false,
      canPost: true,
      isMember: true,
      role: 'member',
    });
    expect((await (await host.client.get(`/api/groups/${group.id}`)).json()).canManage).toBe(true);

    const page = await viewer.client.get(`/api/groups/${group.id}/members?limit=2`);
    const members = await page.json();
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([host.user.id, viewer.user.id]);
    expect(members[0]).toEqual({
      userId: host.user.id,
      role: 'creator',
      canEditGroup: false,
      canBanUsers: false,
      joinedAt: expect.any(String),
      user: {
        id: host.user.id,
        firstName: host.user.firstName,
        lastName: host.user.lastName,
        username: host.user.username,
        profileImageUrl: null,
      },
    });
    const rest = await (
      await viewer.client.get(`/api/groups/${group.id}/members?limit=2&cursor=${page.headers.get('x-next-cursor')}`)
    ).json();
    expect(rest.map((m: { userId: string }) => m.userId)).toEqual([late.user.id]);

    expect(await (await viewer.client.get(`/api/groups/${group.id}/user-role`)).json()).toEqual({
      role: 'member',
      canEditGroup: false,
      canBanUsers: false,
      isMember: true,
      canManage: false,
      isBanned: false,
    });
    const posts = await (await viewer.client.get(`/api/groups/${group.id}/posts?limit=1`)).json();
    expect(posts).toHaveLength(1);
  });

  it('answers 404 for a missing group and for a private one the viewer may not see, 400 for a malformed id', async () => {
    const { prisma } = app.services;
    const [host, viewer] = [await signedInMember(app), await signedInMember(app)];
    const secret = await buildGroup(prisma, host.user.id, { name: `Hidden ${word()}`, isPublic: false });
    for (const path of ['', '/members', '/user-role', '/posts']) {
      expect((await viewer.client.get(`/api/groups/${secret.id}${path}`)).status).toBe(404);
      expect((await viewer.client.get(`/api/groups/0190a000-0000-7000-8000-000000000000${path}`)).status).toBe(404);
      expect((await viewer.client.get(`/api/groups/not-an-id${path}`)).status).toBe(400);
    }
    // A public group's content is open to every member.
    const open = await buildGroup(prisma, host.user.id, { name: `Open ${word()}` });
    expect((await viewer.client.get(`/api/groups/${open.id}/members`)).status).toBe(200);
    expect(await (await viewer.client.get(`/api/groups/${open.id}/user-role`)).json()).toMatchObject({
      role: null,
      isMember: false,
    });
  });
});
