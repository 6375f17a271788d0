import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng, skinBlobs } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildGroupMember, buildUser, signedInMember, uniqueDigits } from '../testing/factories.js';
import { multipart } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Group names are unique: a suffix no other test uses. */
const uniqueName = (base: string) => `${base} ${uniqueDigits()}`;

/** The create form with PNG pictures, each named after its field. */
const groupForm = (fields: Record<string, string>, files: Record<string, Buffer> = {}) =>
  multipart(
    fields,
    Object.fromEntries(Object.entries(files).map(([field, data]) => [field, { data, type: 'image/png' }])),
  );

describe('POST /api/groups', () => {
  // The photos are judged by the real moderation model: load it once, outside any test's time limit.
  beforeAll(() => app.services.moderation.ready(), 120_000);

  it('answers 401 to a visitor and creates nothing', async () => {
    const name = uniqueName('Visitors');
    const response = await app.client().post('/api/groups', { json: { name } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(await app.services.prisma.group.count({ where: { name } })).toBe(0);
  });

  it('creates a group from JSON with the defaults; the creator is its member with the role creator', async () => {
    const { user, client } = await signedInMember(app);
    const name = uniqueName('Grill Dads');
    const response = await client.post('/api/groups', { json: { name: `  ${name} `, description: 'Smoke and fire' } });
    expect(response.status).toBe(201);
    const group = await response.json();
    expect(group).toMatchObject({
      name,
      description: 'Smoke and fire',
      category: 'general',
      format: 'group',
      visibility: 'local',
      isPublic: true,
      maxMembers: null,
      imageUrl: null,
      bannerUrl: null,
      memberCount: 1,
      creatorId: user.id,
      role: 'creator',
    });
    const membership = await app.services.prisma.groupMember.findUniqueOrThrow({
      where: { groupId_userId: { groupId: group.id, userId: user.id } },
    });
    expect(membership).toMatchObject({ role: 'creator', canEditGroup: true, canBanUsers: true });
    // It is one of the creator's groups now.
    const mine = (await (await client.get('/api/groups/user')).json()) as { id: string }[];
    expect(mine.map((g) => g.id)).toEqual([group.id]);
  });

  it('creates a team from the multipart form, with its photo and banner through the image intake', async () => {
    const { user, client } = await signedInMember(app);
    const name = uniqueName('Little League Coaches');
    const fields = {
      name,
      description: 'Saturday mornings',
      category: 'sports',
      format: 'team',
      visibility: 'regional',
      isPublic: 'false',
      maxMembers: '12',
    };
    const response = await client.post(
      '/api/groups',
      groupForm(fields, { groupImage: await scenePng(400, 400), bannerImage: await scenePng(1200, 300) }),
    );
    expect(response.status).toBe(201);
    const group = await response.json();
    expect(group).toMatchObject({
      name,
      category: 'sports',
      format: 'team',
      visibility: 'regional',
      isPublic: false,
      maxMembers: 12,
    });
    expect(group.imageUrl).toMatch(/^\/uploads\//);
    expect(group.bannerUrl).toMatch(/^\/uploads\//);
    expect(group.imageUrl).not.toBe(group.bannerUrl);
    expect(await app.services.prisma.upload.count({ where: { ownerId: user.id } })).toBe(2);
    expect((await client.get(group.bannerUrl)).status).toBe(200);
    // A private group's pictures are for those who see the group.
    expect((await app.client().get(group.bannerUrl)).status).toBe(404);
  });

  it.each([
    [{}, 'Please enter a name for your group.', 'name'],
    [{ name: '   ' }, 'Please enter a name for your group.', 'name'],
    [{ name: 'x'.repeat(101) }, 'A group name can be at most 100 characters.', 'name'],
    [{ name: 'Fine', category: 'knitting' }, /^category must be one of: general, parenting/, 'category'],
    [{ name: 'Fine', format: 'club' }, 'format must be one of: group, team.', 'format'],
    [{ name: 'Fine', visibility: 'planet' }, 'visibility must be one of: local, regional, global.', 'visibility'],
    [{ name: 'Fine', maxMembers: 'lots' }, 'maxMembers must be a whole number from 2 to 100000.', 'maxMembers'],
    [{ name: 'Fine', maxMembers: 1 }, 'maxMembers must be a whole number from 2 to 100000.', 'maxMembers'],
  ])('answers 400 with a clear message for %j', async (body, message, field) => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/groups', { json: body });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toMatch(message);
    expect(answer.errors[0].field).toBe(field);
  });

  it('answers 409 "already taken" for a name in use, ignoring case, and stores no image', async () => {
    const { user, client } = await signedInMember(app);
    const name = uniqueName('Taken Name');
    await buildGroup(app.services.prisma, user.id, { name });
    const response = await client.post(
      '/api/groups',
      groupForm({ name: name.toUpperCase() }, { groupImage: await scenePng() }),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toContain('already taken');
    expect(body).toMatchObject({
      code: 'GROUP_NAME_TAKEN',
      errors: [{ field: 'name', message: 'Group/Team name already taken' }],
    });
    expect(await app.services.prisma.upload.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it('refuses an image that is not an image (415) and creates no group', async () => {
    const { client } = await signedInMember(app);
    const name = uniqueName('Bad Banner');
    const response = await client.post(
      '/api/groups',
      groupForm({ name }, { bannerImage: Buffer.from('not a picture') }),
    );
    expect(response.status).toBe(415);
    expect(await app.services.prisma.group.count({ where: { name } })).toBe(0);
  });

  it("refuses someone else's upload as imageUrl", async () => {
    const { client } = await signedInMember(app);
    const other = await signedInMember(app);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await scenePng())], { type: 'image/png' }), 'a.png');
    const uploaded = (await (await other.client.post('/api/uploads/images', { multipart: form })).json()) as {
      imageUrl: string;
    };
    const response = await client.post('/api/groups', {
      json: { name: uniqueName('Borrowed'), imageUrl: uploaded.imageUrl },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Attach an image you uploaded.');
  });

  it('refuses an adult photo with 400 mentioning adult content', async () => {
    const { client } = await signedInMember(app);
    const name = uniqueName('Refused Photo');
    const response = await client.post('/api/groups', groupForm({ name }, { groupImage: await skinBlobs() }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toContain('adult content');
    expect(body.code).toBe('IMAGE_BLOCKED');
    expect(await app.services.prisma.group.count({ where: { name } })).toBe(0);
  });
});

describe('POST /api/groups/:id/join', () => {
  it('answers 401 to a visitor', async () => {
    const owner = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, owner.id);
    const response = await app.client().post(`/api/groups/${group.id}/join`);
    expect(response.status).toBe(401);
  });

  it('makes the viewer a member of a public group; joining again is 409 ALREADY_MEMBER "already a member"', async () => {
    const { user, client } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, owner.id);
    const response = await client.post(`/api/groups/${group.id}/join`);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: group.id, role: 'member', memberCount: 2 });
    expect(await app.services.prisma.groupMember.count({ where: { groupId: group.id, userId: user.id } })).toBe(1);

    const again = await client.post(`/api/groups/${group.id}/join`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'You are already a member of this group.', code: 'ALREADY_MEMBER' });
  });

  it('refuses a private group without an invitation (403); with a pending one the member joins and it is accepted', async () => {
    const { user, client } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const group = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const refused = await client.post(`/api/groups/${group.id}/join`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This group is private: you can join it only by invitation.' });

    const invitation = await app.services.prisma.groupInvitation.create({
      data: { groupId: group.id, inviteeId: user.id, inviterId: owner.id },
    });
    expect((await client.post(`/api/groups/${group.id}/join`)).status).toBe(201);
    expect(await app.services.prisma.groupInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject(
      { status: 'accepted' },
    );
  });

  it('refuses a banned member (403) and a full group (409)', async () => {
    const { user, client } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const banned = await buildGroup(app.services.prisma, owner.id);
    await app.services.prisma.groupBan.create({
      data: { groupId: banned.id, userId: user.id, reason: 'Banned by group admin' },
    });
    const ban = await client.post(`/api/groups/${banned.id}/join`);
    expect(ban.status).toBe(403);
    expect((await ban.json()).message).toBe('You cannot join this group: you were banned from it.');

    const full = await buildGroup(app.services.prisma, owner.id, { maxMembers: 2 });
    await buildGroupMember(app.services.prisma, full.id, (await buildUser(app.services.prisma)).id);
    const crowded = await client.post(`/api/groups/${full.id}/join`);
    expect(crowded.status).toBe(409);
    const fullRefusal = await crowded.json();
    expect(fullRefusal.message).toBe('This group is full: it has room for 2 members.');
    expect(fullRefusal).toEqual({ message: 'This group is full: it has room for 2 members.' }); // no ALREADY_MEMBER code
  });

  it('answers 404 for a group that does not exist and 400 for an id that is not one', async () => {
    const { client } = await signedInMember(app);
    expect((await client.post('/api/groups/0190a000-0000-7000-8000-000000000000/join')).status).toBe(404);
    expect((await client.post('/api/groups/not-an-id/join')).status).toBe(400);
  });
});
