import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
  signedInMember,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { requestCost } from '../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

type Overrides = Parameters<typeof buildUser>[1];
const dad = (overrides: Overrides = {}) => buildUser(app.services.prisma, overrides);
/** A word no other row holds. */
const token = () => `zq${randomBytes(4).toString('hex')}`;
const block = (blockerId: string, blockedId: string) =>
  app.services.prisma.block.create({ data: { blockerId, blockedId } });
const UNKNOWN = '0195f0c0-0000-7000-8000-000000000000';

async function json<T = any>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function searchIds(client: HttpClient, q: string, extra = '') {
  return (await json<{ id: string }[]>(await client.get(`/api/users/search?q=${encodeURIComponent(q)}${extra}`))).map(
    (u) => u.id,
  );
}

describe('GET /api/users/search', () => {
  it('answers 401 to a visitor, and 400 to a query under 2 characters, a bad limit or a bad cursor', async () => {
    expect((await app.client().get('/api/users/search?q=dad')).status).toBe(401);
    const { client } = await signedInMember(app);
    for (const query of ['', '?q=', '?q=%20a%20', '?q=a']) {
      expect(await json(await client.get(`/api/users/search${query}`), 400)).toMatchObject({
        message: 'Type at least 2 characters to search',
      });
    }
    for (const query of [
      '?q=dad&limit=0',
      '?q=dad&limit=51',
      '?q=dad&limit=many',
      '?q=dad&cursor=nonsense',
      `?q=dad&cursor=${Buffer.from('offset:-1').toString('base64url')}`,
    ]) {
      expect((await client.get(`/api/users/search${query}`)).status, query).toBe(400);
    }
  });

  it('finds members by a misspelt name, interest and bio word, and a location or e-mail only where visible', async () => {
    const [name, interest, bio, town, mail] = [token(), token(), token(), token(), token()];
    const { user: viewer, client } = await signedInMember(app, { firstName: `Michael${name}` });
    const byName = await dad({ firstName: 'Michael', lastName: `Okafor${name}` });
    const byInterest = await dad({ interests: [`Birdwatching${interest}`] });
    const byBio = await dad({ bio: `Weekend smoker of brisket ${bio}` });
    const shownTown = await dad({ location: `${town}burg, OR` });
    const hiddenTown = await dad({ location: `${town}burg, OR`, showLocation: false });
    const friendsOnlyTown = await dad({ location: `${town}burg, OR`, locationVisibility: 'connections' });
    const shownMail = await dad({ email: `${mail}.shown@example.com`, showEmail: true });
    const hiddenMail = await dad({ email: `${mail}.hidden@example.com` });

    expect(await searchIds(client, `Okafr${name}`)).toEqual([byName.id]);
    expect(await searchIds(client, `birdwatching${interest}`)).toEqual([byInterest.id]);
    expect(await searchIds(client, `brisket ${bio}`)).toEqual([byBio.id]);
    expect(await searchIds(client, `${town}burg`)).toEqual([shownTown.id]);
    expect(await searchIds(client, `${mail}.`)).toEqual([shownMail.id]);
    // Connected, the friends-only location matches.
    await buildConnection(app.services.prisma, viewer.id, friendsOnlyTown.id);
    expect((await searchIds(client, `${town}burg`)).sort()).toEqual([shownTown.id, friendsOnlyTown.id].sort());
    // Never the viewer, even by their own name; never what stayed hidden.
    expect(await searchIds(client, `Michael${name}`)).toEqual([byName.id]);
    expect(JSON.stringify(await json(await client.get(`/api/users/search?q=${town}burg`)))).not.toContain(
      hiddenTown.id,
    );
    expect(JSON.stringify(await json(await client.get(`/api/users/search?q=${mail}.hidden`)))).not.toContain(
      hiddenMail.id,
    );
  });

  it('presents each member with privacy, mutual connections and the connection with the viewer; never a blocked pair', async () => {
    const word = token();
    const { user: viewer, client } = await signedInMember(app);
    const [friend, asked, asker, declined, stranger, blocked, blocker] = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        dad({ lastName: `Searchable${word}`, firstName: `N${i}`, showLocation: i !== 4 }),
      ),
    );
    const friendship = await buildConnection(app.services.prisma, viewer.id, friend!.id, 'accepted');
    const request = await buildConnection(app.services.prisma, viewer.id, asked!.id, 'pending');
    const incoming = await buildConnection(app.services.prisma, asker!.id, viewer.id, 'pending');
    await buildConnection(app.services.prisma, declined!.id, viewer.id, 'declined');
    // The stranger and the viewer have the friend in common.
    await buildConnection(app.services.prisma, friend!.id, stranger!.id, 'accepted');
    await block(viewer.id, blocked!.id);
    await block(blocker!.id, viewer.id);

    const response = await client.get(`/api/users/search?q=searchable${word}&limit=50`);
    expect(response.headers.get('x-total-count')).toBe('5');
    const results = await json<any[]>(response);
    const byId = new Map(results.map((r) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([friend, asked, asker, declined, stranger].map((u) => u!.id).sort());
    expect(byId.get(friend!.id)).toMatchObject({
      connectionStatus: 'accepted',
      connectionId: friendship.id,
      requesterId: viewer.id,
      mutualConnections: 0,
    });
    expect(byId.get(asked!.id)).toMatchObject({
      connectionStatus: 'pending',
      connectionId: request.id,
      requesterId: viewer.id,
    });
    expect(byId.get(asker!.id)).toMatchObject({
      connectionStatus: 'pending',
      connectionId: incoming.id,
      requesterId: asker!.id,
    });
    expect(byId.get(declined!.id)).toMatchObject({ connectionStatus: 'declined' });
    expect(byId.get(stranger!.id)).toMatchObject({
      connectionStatus: 'none',
      connectionId: null,
      requesterId: null,
      mutualConnections: 1,
      isBlocked: false,
      location: null,
      username: stranger!.username,
    });
    expect(byId.get(stranger!.id)).not.toHaveProperty('referralCode');
    expect(byId.get(stranger!.id)).not.toHaveProperty('passwordHash');
  });

  it('pages by cursor: the next page continues after the last, with X-Next-Cursor and a Link', async () => {
    const word = token();
    const { client } = await signedInMember(app);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await dad({ lastName: `Pager${word}` })).id);
    const first = await client.get(`/api/users/search?q=pager${word}&limit=2`);
    const cursor = first.headers.get('x-next-cursor')!;
    expect(first.headers.get('link')).toContain('rel="next"');
    const second = await client.get(`/api/users/search?q=pager${word}&limit=2&cursor=${cursor}`);
    const third = await client.get(
      `/api/users/search?q=pager${word}&limit=2&cursor=${second.headers.get('x-next-cursor')}`,
    );
    expect(third.headers.get('x-next-cursor')).toBeNull();
    const pages = [
      await json<{ id: string }[]>(first),
      await json<{ id: string }[]>(second),
      await json<{ id: string }[]>(third),
    ];
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat().map((u) => u.id))).toEqual(ids);
  });

  it('costs the same few SQL statements for 3 results as for 30', async () => {
    const [few, many] = [token(), token()];
    const { user: viewer, client } = await signedInMember(app);
    const friend = await dad();
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    for (let i = 0; i < 30; i += 1) {
      const found = await dad({ lastName: i < 3 ? few : many, interests: ['Grilling'] });
      if (i % 2) await buildConnection(app.services.prisma, friend.id, found.id);
      if (i % 5 === 0) await buildConnection(app.services.prisma, viewer.id, found.id, 'pending');
    }
    const cost = (q: string) =>
      requestCost(
        () => statements,
        () => client.get(`/api/users/search?q=${q}&limit=50`),
      );
    expect((await json<unknown[]>(await client.get(`/api/users/search?q=${few}&limit=50`))).length).toBe(3);
    expect((await json<unknown[]>(await client.get(`/api/users/search?q=${many}&limit=50`))).length).toBe(27);
    const costs = [await cost(few), await cost(many)];
    // The session, the search (with its settings, in one transaction), the members, how the viewer stands to them.
    expect(costs[0]).toBe(costs[1]);
    expect(costs[1]).toBeLessThanOrEqual(7);
  });
});

describe('GET /api/users/discover', () => {
  it('lists members with a complete profile, newest first, never the viewer nor a blocked pair, paged', async () => {
    const { user: viewer, client } = await signedInMember(app, { createdAt: new Date(Date.now() + 10 * 60_000) });
    const at = (minutes: number) => new Date(Date.now() + 60 * 60_000 + minutes * 60_000);
    const older = await dad({ createdAt: at(1) });
    const newer = await dad({ createdAt: at(2), showLocation: false });
    await dad({ createdAt: at(3), location: null });
    await dad({ createdAt: at(4), dadType: null });
    const blocked = await dad({ createdAt: at(5) });
    const blocker = await dad({ createdAt: at(6) });
    await block(viewer.id, blocked.id);
    await block(blocker.id, viewer.id);

    const first = await client.get('/api/users/discover?limit=1');
    expect((await json<any[]>(first)).map((u) => u.id)).toEqual([newer.id]);
    const second = await client.get(`/api/users/discover?limit=1&cursor=${first.headers.get('x-next-cursor')}`);
    const page2 = await json<any[]>(second);
    expect(page2.map((u) => u.id)).toEqual([older.id]);
    expect(page2[0]).toMatchObject({ connectionStatus: 'none', mutualConnections: 0, isBlocked: false });
    const all = (await json<any[]>(await client.get('/api/users/discover?limit=100'))).map((u) => u.id);
    expect(all).not.toContain(viewer.id);
    expect(all).not.toContain(blocked.id);
    expect(all).not.toContain(blocker.id);
    // The hidden location stays hidden.
    expect((await json<any[]>(await client.get('/api/users/discover?limit=1')))[0]).toMatchObject({
      id: newer.id,
      location: null,
    });
  });

  it('refuses a visitor (401), a bad limit or cursor (400), and costs the same for 3 members as for 30', async () => {
    expect((await app.client().get('/api/users/discover')).status).toBe(401);
    const { client } = await signedInMember(app);
    for (const query of ['limit=0', 'limit=101', 'cursor=zzz'])
      expect((await client.get(`/api/users/discover?${query}`)).status, query).toBe(400);
    const cost = (limit: number) =>
      requestCost(
        () => statements,
        () => client.get(`/api/users/discover?limit=${limit}`),
      );
    for (let i = 0; i < 30; i += 1) await dad();
    expect(await cost(3)).toBe(await cost(30));
  });
});

describe('GET /api/users/count', () => {
  it('keeps its shape {count}', async () => {
    const { count } = await json<{ count: number }>(await app.client().get('/api/users/count'));
    await dad();
    expect(await json(await app.client().get('/api/users/count'))).toEqual({ count: count + 1 });
  });
});

describe('GET /api/users/:id', () => {
  it('answers 401 to a visitor, 400 to a malformed id and 404 to an unknown one', async () => {
    const other = await dad();
    expect((await app.client().get(`/api/users/${other.id}`)).status).toBe(401);
    const { client } = await signedInMember(app);
    expect(await json(await client.get('/api/users/not-an-id'), 400)).toMatchObject({
      message: 'That member id is not valid.',
    });
    expect(await json(await client.get(`/api/users/${UNKNOWN}`), 404)).toEqual({ message: 'Member was not found.' });
  });

  it('shows a member as the viewer may see them, with stats, mutual connections and the connection between them', async () => {
    const { user: viewer, client } = await signedInMember(app);
    const other = await dad({
      bio: 'Grill master',
      interests: ['Cooking'],
      showEmail: true,
      emailVisibility: 'connections',
      dadScore: 42,
    });
    const friend = await dad();
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    await buildConnection(app.services.prisma, other.id, friend.id);
    await buildPost(app.services.prisma, other.id);
    await buildGroup(app.services.prisma, other.id);
    const request = await buildConnection(app.services.prisma, other.id, viewer.id, 'pending');

    const profile = await json(await client.get(`/api/users/${other.id}`));
    expect(profile).toMatchObject({
      id: other.id,
      username: other.username,
      bio: 'Grill master',
      interests: ['Cooking'],
      dadScore: 42,
      email: null, // connections only, and they are not connected yet
      stats: { posts: 1, connections: 1, groups: 1 },
      mutualConnections: 1,
      connectionStatus: 'pending',
      connectionId: request.id,
      requesterId: other.id,
      isBlocked: false,
    });
    expect(profile).not.toHaveProperty('referralCode');
    // One's own profile: everything, no connection.
    expect(await json(await client.get(`/api/users/${viewer.id.toUpperCase()}`))).toMatchObject({
      id: viewer.id,
      referralCode: null,
      connectionStatus: 'none',
      connectionId: null,
      stats: { posts: 0, connections: 1, groups: 0 },
    });
  });

  it('shows a blocked pair the identity only, both ways; isBlocked says who blocked', async () => {
    const { user: viewer, client } = await signedInMember(app);
    const other = await dad({
      bio: 'Private person',
      interests: ['Fishing'],
      outdoorActivities: ['Camping'],
      showEmail: true,
      dadScore: 7,
    });
    const otherClient = await signedInClient(app, other);
    await buildPost(app.services.prisma, other.id);
    expect((await client.post(`/api/users/${other.id}/block`)).status).toBe(201);

    const identityOnly = {
      username: other.username,
      firstName: other.firstName,
      lastName: other.lastName,
      dadType: 'experienced',
      email: null,
      location: null,
      bio: null,
      interests: [],
      outdoorActivities: [],
      dadScore: null,
      stats: null,
      mutualConnections: null,
    };
    expect(await json(await client.get(`/api/users/${other.id}`))).toMatchObject({ ...identityOnly, isBlocked: true });
    expect(await json(await otherClient.get(`/api/users/${viewer.id}`))).toMatchObject({
      username: viewer.username,
      location: null,
      stats: null,
      dadScore: null,
      isBlocked: false,
    });
  });
});

describe('blocking: POST and DELETE /api/users/:id/block, GET /api/users/blocked', () => {
  it('refuses a visitor (401), oneself and a malformed id (400), and an unknown member (404)', async () => {
    const other = await dad();
    expect((await app.client().post(`/api/users/${other.id}/block`)).status).toBe(401);
    expect((await app.client().request('DELETE', `/api/users/${other.id}/block`)).status).toBe(401);
    expect((await app.client().get('/api/users/blocked')).status).toBe(401);
    const { user, client } = await signedInMember(app);
    expect(await json(await client.post(`/api/users/${user.id}/block`), 400)).toMatchObject({
      message: 'You cannot block yourself.',
    });
    expect((await client.post('/api/users/nope/block')).status).toBe(400);
    expect((await client.post(`/api/users/${UNKNOWN}/block`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/users/${UNKNOWN}/block`)).status).toBe(404);
  });

  it('blocks once (201, then 200), ends the connection and pending request, lists the blocked, and unblocks', async () => {
    const { user: viewer, client } = await signedInMember(app);
    const [friend, asker, other] = [await dad(), await dad(), await dad()];
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    await buildConnection(app.services.prisma, asker.id, viewer.id, 'pending');
    await app.services.prisma.user.update({ where: { id: viewer.id }, data: { dadScore: 99 } });

    const first = await json(await client.post(`/api/users/${friend.id}/block`), 201);
    expect(first).toMatchObject({ success: true, userId: friend.id, blockedAt: expect.any(String) });
    expect(await json(await client.post(`/api/users/${friend.id}/block`), 200)).toEqual(first);
    await json(await client.post(`/api/users/${asker.id}/block`), 201);
    expect(
      await app.services.prisma.connection.count({
        where: { OR: [{ requesterId: viewer.id }, { receiverId: viewer.id }] },
      }),
    ).toBe(0);
    // The lost connection is no longer counted in the Dad Score.
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: viewer.id } })).dadScore).not.toBe(99);
    // Someone else's blocks are theirs.
    const { client: otherClient } = await signedInMember(app);
    await json(await otherClient.post(`/api/users/${other.id}/block`), 201);

    const page1 = await client.get('/api/users/blocked?limit=1');
    const listed = await json<any[]>(page1);
    expect(listed).toEqual([
      expect.objectContaining({ id: asker.id, isBlocked: true, blockedAt: expect.any(String), bio: null }),
    ]);
    const page2 = await json<any[]>(
      await client.get(`/api/users/blocked?limit=1&cursor=${page1.headers.get('x-next-cursor')}`),
    );
    expect(page2.map((u) => u.id)).toEqual([friend.id]);

    expect(await json(await client.request('DELETE', `/api/users/${friend.id}/block`))).toEqual({
      success: true,
      userId: friend.id,
    });
    expect(await json(await client.request('DELETE', `/api/users/${friend.id}/block`))).toEqual({
      success: true,
      userId: friend.id,
    });
    expect((await json<any[]>(await client.get('/api/users/blocked'))).map((u) => u.id)).toEqual([asker.id]);
    // Unblocked, the connection does not come back; the members may connect again.
    expect(await json(await client.get(`/api/users/${friend.id}`))).toMatchObject({
      connectionStatus: 'none',
      isBlocked: false,
      stats: expect.any(Object),
    });
    expect((await client.post('/api/connections', { json: { targetUserId: friend.id } })).status).toBe(201);
  });

  it('lifts only the viewer’s own block: the other’s block still stands', async () => {
    const { user: viewer, client } = await signedInMember(app);
    const other = await dad();
    await block(viewer.id, other.id);
    await block(other.id, viewer.id);
    await json(await client.request('DELETE', `/api/users/${other.id}/block`));
    expect(await json(await client.get(`/api/users/${other.id}`))).toMatchObject({ isBlocked: false, stats: null });
  });
});
