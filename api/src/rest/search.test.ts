import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildGroup,
  buildPost,
  buildUser,
  signedInMember,
  uniqueDigits,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A word no other row in the database contains. */
const token = () => `zq${uniqueDigits()}`;

type Found = { users: any[]; posts: any[]; groups: any[]; events: any[] };

async function searchAs(client: HttpClient, query: string, limit?: number): Promise<Found> {
  const params = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
  const response = await client.get(`/api/search?${params}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Found;
}

describe('GET /api/search', () => {
  it('answers 401 to a visitor and 400 to a query under 2 characters or a bad limit', async () => {
    expect((await app.client().get('/api/search?query=dad')).status).toBe(401);
    const { client } = await signedInMember(app);
    for (const path of [
      '/api/search',
      '/api/search?query=%20a%20',
      '/api/search?query=dad&limit=21',
      '/api/search?query=dad&limit=x',
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });

  it('finds members by a similar name ("Jon" finds John), by username prefix, and the viewer themself', async () => {
    const last = token();
    const john = await buildUser(app.services.prisma, { firstName: 'John', lastName: last });
    // A username no other member's is similar to: the factory's dad_<hex> names share "dad" and, now and then,
    // enough hex trigrams with another member's to be found too (a fuzzy match is what the search is for).
    const { user: viewer, client } = await signedInMember(app, { username: `self${randomBytes(6).toString('hex')}` });
    const found = await searchAs(client, `Jon ${last}`);
    expect(found.users.map((u) => u.id)).toContain(john.id);
    expect((await searchAs(client, 'Jon', 20)).users.map((u) => u.id)).toContain(john.id);
    expect((await searchAs(client, john.username.slice(0, 8))).users.map((u) => u.id)).toContain(john.id);
    expect((await searchAs(client, viewer.username)).users.map((u) => u.id)).toEqual([viewer.id]);
  });

  it('finds posts by a word, partial words too, newest-ranked, with the author presented', async () => {
    const word = token();
    const { user: author } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id, {
      content: `Weekend grilling with the kids ${word}`,
      hashtags: ['bbq'],
    });
    const { client } = await signedInMember(app);
    const found = await searchAs(client, `gril ${word}`);
    expect(found.posts).toEqual([
      expect.objectContaining({
        id: post.id,
        content: post.content,
        authorId: author.id,
        hashtags: ['bbq'],
        group: null,
      }),
    ]);
    expect(found.posts[0].author).toMatchObject({ id: author.id, username: author.username });
    expect(found.posts[0].author).not.toHaveProperty('referralCode');
    expect((await searchAs(client, `grilled ${word}`)).posts.map((p) => p.id)).toEqual([post.id]);
  });

  it('returns at most 3 per section unless a limit up to 20 is given', async () => {
    const word = token();
    const { user } = await signedInMember(app);
    for (let i = 0; i < 5; i += 1)
      await buildPost(app.services.prisma, user.id, { content: `Fishing trip ${word} ${i}` });
    const { client } = await signedInMember(app);
    expect((await searchAs(client, word)).posts).toHaveLength(3);
    expect((await searchAs(client, word, 20)).posts).toHaveLength(5);
  });

  it('never matches nor returns a hidden e-mail; matches a visible one', async () => {
    const local = token();
    const hidden = await buildUser(app.services.prisma, { email: `${local}.h@example.com`, showEmail: false });
    const shown = await buildUser(app.services.prisma, { email: `${local}.s@example.com`, showEmail: true });
    const forConnections = await buildUser(app.services.prisma, {
      email: `${local}.c@example.com`,
      showEmail: true,
      emailVisibility: 'connections',
    });
    const { user: viewer, client } = await signedInMember(app);
    const found = await searchAs(client, local, 20);
    expect(found.users.map((u) => u.id).sort()).toEqual([shown.id]);
    expect(found.users[0].email).toBe(shown.email);

    await buildConnection(app.services.prisma, viewer.id, forConnections.id, 'accepted');
    const again = await searchAs(client, local, 20);
    expect(again.users.map((u) => u.id).sort()).toEqual([shown.id, forConnections.id].sort());
    expect(JSON.stringify(again)).not.toContain(hidden.email);
  });

  it('never matches a hidden location, and presents a hidden one as null', async () => {
    const [town, name] = [token(), token()];
    const hidden = await buildUser(app.services.prisma, {
      location: `${town}ville, TX`,
      showLocation: false,
      firstName: name,
    });
    const shown = await buildUser(app.services.prisma, { location: `${town}ville, TX` });
    const { client } = await signedInMember(app);
    expect((await searchAs(client, `${town}ville`, 20)).users.map((u) => u.id)).toEqual([shown.id]);
    // Found by first name instead: the hidden location stays hidden.
    const byName = await searchAs(client, name, 20);
    const found = byName.users.find((u) => u.id === hidden.id);
    expect(found).toMatchObject({ id: hidden.id, location: null });
    expect(JSON.stringify(byName.users.filter((u) => u.id === hidden.id))).not.toContain(`${town}ville`);
  });

  it('shows a private group and its posts to its members only', async () => {
    const word = token();
    const { user: creator } = await signedInMember(app);
    const { user: insider, client: insiderClient } = await signedInMember(app);
    const { client: outsider } = await signedInMember(app);
    const group = await buildGroup(
      app.services.prisma,
      creator.id,
      { name: `Secret Grillers ${word}`, isPublic: false },
      [insider.id],
    );
    const open = await buildGroup(app.services.prisma, creator.id, {
      name: `Open Grillers ${word}`,
      description: 'All welcome',
    });
    const post = await buildPost(app.services.prisma, creator.id, {
      content: `Members only brisket ${word}`,
      groupId: group.id,
    });

    const outside = await searchAs(outsider, word);
    expect(outside.groups.map((g) => g.id)).toEqual([open.id]);
    expect(outside.posts).toEqual([]);

    const inside = await searchAs(insiderClient, word);
    expect(inside.groups.map((g) => g.id).sort()).toEqual([group.id, open.id].sort());
    expect(inside.groups.find((g) => g.id === group.id)).toMatchObject({
      isPublic: false,
      memberCount: 2,
      visibility: 'local',
    });
    expect(inside.posts).toEqual([
      expect.objectContaining({ id: post.id, group: { id: group.id, name: group.name, visibility: 'local' } }),
    ]);
  });

  it('finds groups by a similar name and events by title, private events only for those invited', async () => {
    const word = token();
    const { user: creator, client: creatorClient } = await signedInMember(app);
    const { user: invitee, client: inviteeClient } = await signedInMember(app);
    const { client: stranger } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, creator.id, { name: `Lawnmower${word}` });
    const open = await buildEvent(app.services.prisma, creator.id, {
      title: `Camping night ${word}`,
      location: 'Austin, TX',
    });
    const closed = await buildEvent(app.services.prisma, creator.id, { title: `Poker night ${word}`, isPublic: false });
    await app.services.prisma.eventInvitation.create({
      data: { eventId: closed.id, inviteeId: invitee.id, inviterId: creator.id },
    });

    expect((await searchAs(stranger, `Lawnmover${word}`)).groups.map((g) => g.id)).toEqual([group.id]);
    expect((await searchAs(stranger, `night ${word}`)).events.map((e) => e.id)).toEqual([open.id]);
    for (const client of [creatorClient, inviteeClient]) {
      expect((await searchAs(client, `night ${word}`)).events.map((e) => e.id).sort()).toEqual(
        [open.id, closed.id].sort(),
      );
    }
    expect((await searchAs(stranger, `camp ${word}`)).events[0]).toMatchObject({
      id: open.id,
      title: open.title,
      location: 'Austin, TX',
      isVirtual: false,
      creatorId: creator.id,
      attendeeCount: 0,
    });
  });

  it('treats LIKE wildcards and tsquery syntax in the query as plain text', async () => {
    const { client } = await signedInMember(app);
    for (const query of ['%%', '__', "a' & | ! :*", '(((']) {
      const response = await client.get(`/api/search?query=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
      const found = (await response.json()) as Found;
      expect(found.users.length, query).toBeLessThanOrEqual(3);
    }
  });
});
