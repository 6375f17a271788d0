import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, signedInClient, uniqueDigits } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (overrides = {}) => buildUser(app.services.prisma, overrides);

describe('GET /api/connections', () => {
  it('answers 401 to a visitor', async () => {
    expect((await app.client().get('/api/connections')).status).toBe(401);
  });

  it("lists the viewer's accepted connections whoever asked, newest first, with both members presented", async () => {
    const dad = await member();
    const older = await member({ showLocation: true, locationVisibility: 'connections', location: 'Boise, ID' });
    const newer = await member({ showEmail: true, emailVisibility: 'everyone' });
    const first = await app.services.prisma.connection.create({
      data: { requesterId: dad.id, receiverId: older.id, status: 'accepted', createdAt: new Date(Date.now() - 60_000) },
    });
    const second = await buildConnection(app.services.prisma, newer.id, dad.id, 'accepted');
    await buildConnection(app.services.prisma, dad.id, (await member()).id, 'pending');
    await buildConnection(app.services.prisma, (await member()).id, dad.id, 'pending');
    await buildConnection(app.services.prisma, dad.id, (await member()).id, 'declined');

    const response = await (await signedInClient(app, dad)).get('/api/connections');
    expect(response.status).toBe(200);
    const list = (await response.json()) as any[];
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual({
      id: first.id,
      status: 'accepted',
      requesterId: dad.id,
      receiverId: older.id,
      createdAt: first.createdAt.toISOString(),
      respondedAt: null,
      requester: expect.objectContaining({ id: dad.id, email: dad.email, referralCode: null }),
      // Location shown to connections only: the viewer is one.
      receiver: expect.objectContaining({ id: older.id, location: 'Boise, ID', email: null }),
    });
    expect(list[1].receiver).not.toHaveProperty('referralCode');
    expect(list[0].requester).toMatchObject({ id: newer.id, email: newer.email });
  });

  it('refuses a bad limit', async () => {
    const client = await signedInClient(app, await member());
    expect((await client.get('/api/connections?limit=0')).status).toBe(400);
    expect((await client.get('/api/connections?limit=2')).status).toBe(200);
  });
});

describe('GET /api/connections/suggested', () => {
  it('answers 401 to a visitor', async () => {
    expect((await app.client().get('/api/connections/suggested')).status).toBe(401);
  });

  it('ranks by mutual connections, then place and shared interests, leaving out whoever is linked already', async () => {
    const tag = uniqueDigits();
    const place = `Ville${tag}, S${tag}`;
    const [grill, fish] = [`grilling${tag}`, `fishing${tag}`];
    const dad = await member({ location: place, interests: [grill, fish.toUpperCase()] });
    const friend = await member();
    await buildConnection(app.services.prisma, dad.id, friend.id, 'accepted');

    const mutual = await member({ interests: [grill] }); // 3 (one mutual connection) + 1
    await buildConnection(app.services.prisma, mutual.id, friend.id, 'accepted');
    const neighbour = await member({ location: `Ville${tag}, S${tag}` }); // 2 (city) + 1 (state)
    const likeMinded = await member({ interests: [` ${grill} `, fish] }); // 2 interests
    // Same place but hidden from the viewer: the location earns nothing (and is not shown).
    const hidden = await member({ location: place, showLocation: false, interests: [grill] }); // 1
    const connectionsOnly = await member({ location: place, locationVisibility: 'connections' }); // 0

    const pendingOut = await member({ location: place, interests: [grill, fish] });
    await buildConnection(app.services.prisma, dad.id, pendingOut.id, 'pending');
    const pendingIn = await member({ location: place });
    await buildConnection(app.services.prisma, pendingIn.id, dad.id, 'pending');
    const declined = await member({ location: place });
    await buildConnection(app.services.prisma, declined.id, dad.id, 'declined');
    const onboarding = await member({ location: place, dadType: null });

    const client = await signedInClient(app, dad);
    const response = await client.get('/api/connections/suggested?limit=50');
    expect(response.status).toBe(200);
    const list = (await response.json()) as any[];
    expect(list.slice(0, 4).map((u) => u.id)).toEqual([mutual.id, neighbour.id, likeMinded.id, hidden.id]);
    expect(list[0]).toMatchObject({ username: mutual.username, mutualConnections: 1, sharedInterests: 1 });
    expect(list[2]).toMatchObject({ mutualConnections: 0, sharedInterests: 2 });
    expect(list[3]).toMatchObject({ location: null });
    expect(list[0]).not.toHaveProperty('referralCode');
    const ids = list.map((u) => u.id);
    expect(ids).toContain(connectionsOnly.id);
    for (const left of [dad, friend, pendingOut, pendingIn, declined, onboarding]) expect(ids).not.toContain(left.id);

    const two = (await (await client.get('/api/connections/suggested?limit=2')).json()) as any[];
    expect(two.map((u) => u.id)).toEqual([mutual.id, neighbour.id]);
    expect((await client.get('/api/connections/suggested?limit=51')).status).toBe(400);
  });
});
