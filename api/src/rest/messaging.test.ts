import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_SOMEONE, NOBODY_NEW, ONLY_CONNECTIONS } from '../domain/messaging/rules.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser } from '../testing/factories.js';
import { messagingHelpers, type Dad, type Summary } from '../testing/messaging.js';
import { requestCost } from '../testing/statements.js';

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
  h = messagingHelpers(app);
});
afterAll(() => app.close());

describe('POST /api/conversations', () => {
  it('answers 401 to a visitor on every call', async () => {
    const visitor = app.client();
    const id = '0190a000-0000-7000-8000-000000000000';
    for (const response of [
      await visitor.post('/api/conversations', { json: { participant2Id: id } }),
      await visitor.get('/api/conversations'),
      await visitor.get('/api/conversations/unread-count'),
      await visitor.get(`/api/conversations/${id}`),
      await visitor.get(`/api/conversations/${id}/messages`),
      await visitor.post(`/api/conversations/${id}/messages`, { json: { content: 'hi' } }),
      await visitor.post(`/api/conversations/${id}/read`),
      await visitor.post(`/api/conversations/${id}/participants`, { json: { participantIds: [id] } }),
      await h.put(visitor, `/api/messages/${id}`, { json: { content: 'hi' } }),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('starts a direct chat with a connection once: asking again, from either side, answers 200 with the same one', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const started = await h.startDirect(host, friend!);
    expect(started).toMatchObject({
      isGroup: false,
      title: null,
      participantCount: 2,
      otherParticipant: { id: friend!.user.id, username: friend!.user.username },
      lastMessage: null,
      unreadCount: 0,
    });
    expect(started.participants.map((p) => p.id).sort()).toEqual([host.user.id, friend!.user.id].sort());
    expect((await h.startDirect(host, friend!, 200)).id).toBe(started.id);
    const shouted = await host.client.post('/api/conversations', {
      json: { participant2Id: friend!.user.id.toUpperCase() },
    });
    expect((await h.json<Summary>(shouted, 200)).id).toBe(started.id);
    const back = await h.json<Summary>(
      await friend!.client.post('/api/conversations', { json: { participantIds: [host.user.id] } }),
      200,
    );
    expect(back).toMatchObject({ id: started.id, otherParticipant: { id: host.user.id } });
    expect(await h.prisma.conversation.count({ where: { participants: { some: { userId: friend!.user.id } } } })).toBe(
      1,
    );
  });

  it('makes one direct chat when both members start it at the same moment', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const responses = await Promise.all([
      host.client.post('/api/conversations', { json: { participant2Id: friend!.user.id } }),
      friend!.client.post('/api/conversations', { json: { participant2Id: host.user.id } }),
    ]);
    const ids = ((await Promise.all(responses.map((r) => r.json()))) as Summary[]).map((c) => c.id);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(ids[0]).toBe(ids[1]);
    expect(await h.prisma.conversationParticipant.count({ where: { conversationId: ids[0] } })).toBe(2);
  });

  it('starts a group chat with a title (trimmed); each start is a new group', async () => {
    const { host, friends } = await h.circle(2);
    const group = await h.startGroup(host, friends, '  Grill squad  ');
    expect(group).toMatchObject({
      isGroup: true,
      title: 'Grill squad',
      participantCount: 3,
      otherParticipant: null,
      unreadCount: 0,
    });
    const untitled = await h.startGroup(host, [friends[0]!]);
    expect(untitled).toMatchObject({ isGroup: true, title: null, participantCount: 2 });
    expect(untitled.id).not.toBe(group.id);
    // More than one other without isGroup is a group too.
    const implicit = await h.json<Summary>(
      await host.client.post('/api/conversations', { json: { participantIds: friends.map((f) => f.user.id) } }),
      201,
    );
    expect(implicit).toMatchObject({ isGroup: true, participantCount: 3 });
  });

  it('refuses a non-connection (403), pending ones included, and writes nothing', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const stranger = await h.dad();
    const pending = await h.dad();
    await buildConnection(h.prisma, host.user.id, pending.user.id, 'pending');
    const before = await h.prisma.conversation.count();
    for (const json of [
      { participant2Id: stranger.user.id },
      { participant2Id: pending.user.id },
      { participantIds: [friend!.user.id, stranger.user.id], isGroup: true, title: 'Mixed' },
    ]) {
      await h.refused(await host.client.post('/api/conversations', { json }), 403, ONLY_CONNECTIONS);
    }
    expect(await h.prisma.conversation.count()).toBe(before);
  });

  it('refuses nobody (or only yourself), bad ids, a long title (400) and an unknown member (404)', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    await h.refused(await host.client.post('/api/conversations', { json: {} }), 400, CHOOSE_SOMEONE);
    await h.refused(
      await host.client.post('/api/conversations', { json: { participantIds: [] } }),
      400,
      CHOOSE_SOMEONE,
    );
    await h.refused(
      await host.client.post('/api/conversations', { json: { participant2Id: host.user.id } }),
      400,
      CHOOSE_SOMEONE,
    );
    await h.refused(await host.client.post('/api/conversations', { json: { participant2Id: 'dad-42' } }), 400);
    await h.refused(await host.client.post('/api/conversations', { json: { participantIds: 'everyone' } }), 400);
    const long = { participantIds: [friend!.user.id], isGroup: true, title: 'x'.repeat(101) };
    await h.refused(
      await host.client.post('/api/conversations', { json: long }),
      400,
      'A group name can be at most 100 characters.',
    );
    await h.refused(
      await host.client.post('/api/conversations', {
        json: { participant2Id: '0190a000-0000-7000-8000-000000000000' },
      }),
      404,
    );
  });
});

describe('GET /api/conversations', () => {
  it("lists the viewer's conversations, latest activity first, with the last message and unread counts", async () => {
    const {
      host,
      friends: [a, b],
    } = await h.circle(2);
    const withA = await h.startDirect(host, a!);
    const group = await h.startGroup(host, [a!, b!], 'Smokers');
    await h.send(a!, withA.id, 'First!');
    await h.send(b!, group.id, 'Brisket at noon');
    await h.send(b!, group.id, 'Bring ice');
    const list = await h.json<Summary[]>(await host.client.get('/api/conversations'), 200);
    expect(list.map((c) => c.id)).toEqual([group.id, withA.id]);
    expect(list[0]).toMatchObject({
      title: 'Smokers',
      unreadCount: 2,
      lastMessage: { content: 'Bring ice', senderId: b!.user.id, readAt: null },
    });
    expect(list[1]).toMatchObject({
      unreadCount: 1,
      otherParticipant: { id: a!.user.id },
      lastMessage: { content: 'First!' },
    });
    // b's list does not hold the direct chat it is not in, and b has nothing unread of its own.
    const theirs = await h.json<Summary[]>(await b!.client.get('/api/conversations'), 200);
    expect(theirs.map((c) => c.id)).toEqual([group.id]);
    expect(theirs[0]!.unreadCount).toBe(0);
  });

  it('leaves out a direct chat nobody wrote in (opened from a Message button), for both; a group chat is listed at once', async () => {
    const {
      host,
      friends: [a, b],
    } = await h.circle(2);
    const unsaid = await h.startDirect(host, a!);
    const group = await h.startGroup(host, [a!, b!], 'Smokers');
    const ids = async (who: typeof host) =>
      (await h.json<Summary[]>(await who.client.get('/api/conversations'), 200)).map((c) => c.id);
    expect(await ids(host)).toEqual([group.id]);
    expect(await ids(a!)).toEqual([group.id]);
    // Still there to open, and listed from its first message on.
    expect(await h.summary(host, unsaid.id)).toMatchObject({ id: unsaid.id });
    await h.send(host, unsaid.id, 'Ribs on Sunday?');
    expect(await ids(host)).toEqual([unsaid.id, group.id]);
    expect(await ids(a!)).toEqual([unsaid.id, group.id]);
  });

  it('pages with ?limit= and ?cursor=: the next cursor in X-Next-Cursor and a Link; bad values are 400', async () => {
    const { host, friends } = await h.circle(5);
    const ids: string[] = [];
    for (const friend of friends) {
      const { id } = await h.startDirect(host, friend);
      await h.send(friend, id, `Hello from ${friend.user.username}`);
      ids.unshift(id);
    }
    const seen: string[] = [];
    let query = '?limit=2';
    for (const size of [2, 2, 1]) {
      const response = await host.client.get(`/api/conversations${query}`);
      const page = await h.json<Summary[]>(response, 200);
      expect(page).toHaveLength(size);
      seen.push(...page.map((c) => c.id));
      const cursor = response.headers.get('x-next-cursor');
      if (size === 1) {
        expect(cursor).toBeNull();
        expect(response.headers.get('link')).toBeNull();
      } else {
        expect(response.headers.get('link')).toBe(`</api/conversations?limit=2&cursor=${cursor}>; rel="next"`);
        query = `?limit=2&cursor=${cursor}`;
      }
    }
    expect(seen).toEqual(ids);
    for (const bad of ['limit=0', 'limit=101', 'limit=two', 'cursor=nonsense']) {
      await h.refused(await host.client.get(`/api/conversations?${bad}`), 400);
    }
  });
});

describe('GET /api/conversations/{id}', () => {
  it('answers one summary to a participant and 404 to anyone else, as for an id that does not exist', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const outsider = await h.dad();
    await buildConnection(h.prisma, host.user.id, outsider.user.id);
    const { id } = await h.startDirect(host, friend!);
    expect(await h.summary(friend!, id)).toMatchObject({ id, otherParticipant: { id: host.user.id } });
    const missing = await h.refused(await outsider.client.get(`/api/conversations/${id}`), 404);
    expect(
      await h.refused(await outsider.client.get('/api/conversations/0190a000-0000-7000-8000-000000000000'), 404),
    ).toEqual(missing);
    await h.refused(await outsider.client.get('/api/conversations/not-an-id'), 404);
  });

  it("shows the other member's e-mail only when they show it to the viewer", async () => {
    const {
      host,
      friends: [shy],
    } = await h.circle(1);
    const open = await h.dad({ showEmail: true, emailVisibility: 'connections' });
    await buildConnection(h.prisma, host.user.id, open.user.id);
    await h.prisma.user.update({ where: { id: shy!.user.id }, data: { showEmail: false } });
    expect((await h.startDirect(host, shy!)).otherParticipant!.email).toBeNull();
    expect((await h.startDirect(host, open)).otherParticipant!.email).toBe(open.user.email);
  });
});

describe('POST /api/conversations/{id}/participants', () => {
  it("adds the viewer's connections, leaving out the viewer and members already in, and says how many joined", async () => {
    const {
      host,
      friends: [a, b, c],
    } = await h.circle(3);
    const group = await h.startGroup(host, [a!], 'Camping');
    const asked = [host.user.id, a!.user.id, b!.user.id, c!.user.id, b!.user.id];
    const added = await h.json<Summary>(
      await host.client.post(`/api/conversations/${group.id}/participants`, { json: { participantIds: asked } }),
      200,
    );
    expect(added).toMatchObject({ id: group.id, added: 2, participantCount: 4, title: 'Camping', isGroup: true });
    expect(added.participants.map((p) => p.id).sort()).toEqual(
      [host.user.id, a!.user.id, b!.user.id, c!.user.id].sort(),
    );
    expect(await h.summary(c!, group.id)).toMatchObject({ id: group.id, participantCount: 4 });
  });

  it('answers 400 when nobody new is left or nobody is named, 403 for a non-connection', async () => {
    const {
      host,
      friends: [a],
    } = await h.circle(1);
    const stranger = await h.dad();
    const group = await h.startGroup(host, [a!]);
    const path = `/api/conversations/${group.id}/participants`;
    await h.refused(await host.client.post(path, { json: { participantIds: [a!.user.id] } }), 400, NOBODY_NEW);
    await h.refused(await host.client.post(path, { json: { participantIds: [host.user.id] } }), 400, NOBODY_NEW);
    await h.refused(await host.client.post(path, { json: { participantIds: [] } }), 400, CHOOSE_SOMEONE);
    await h.refused(await host.client.post(path, { json: {} }), 400);
    await h.refused(
      await host.client.post(path, { json: { participantIds: [a!.user.id, stranger.user.id] } }),
      403,
      ONLY_CONNECTIONS,
    );
    // A participant adds their own connections, not the creator's.
    await h.refused(
      await a!.client.post(path, { json: { participantIds: [stranger.user.id] } }),
      403,
      ONLY_CONNECTIONS,
    );
    expect(await h.prisma.conversationParticipant.count({ where: { conversationId: group.id } })).toBe(2);
  });

  it('adds someone once when two participants add them at the same moment', async () => {
    const {
      host,
      friends: [a, newcomer],
    } = await h.circle(2);
    await buildConnection(h.prisma, a!.user.id, newcomer!.user.id);
    const group = await h.startGroup(host, [a!]);
    const add = (who: Dad) =>
      who.client.post(`/api/conversations/${group.id}/participants`, { json: { participantIds: [newcomer!.user.id] } });
    const responses = await Promise.all([add(host), add(a!)]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { added?: number; message?: string }[];
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(bodies.map((b) => b.added ?? b.message).sort()).toEqual([1, NOBODY_NEW]);
    expect(await h.prisma.conversationParticipant.count({ where: { conversationId: group.id } })).toBe(3);
  });

  it('turns a direct chat into a group; the two can then start a new direct chat', async () => {
    const {
      host,
      friends: [a, b],
    } = await h.circle(2);
    const stranger = await h.dad();
    const direct = await h.startDirect(host, a!);
    // A refused addition changes nothing: the chat is still the pair's direct chat.
    const refusedAdd = await host.client.post(`/api/conversations/${direct.id}/participants`, {
      json: { participantIds: [stranger.user.id] },
    });
    await h.refused(refusedAdd, 403, ONLY_CONNECTIONS);
    expect(await h.summary(a!, direct.id)).toMatchObject({ isGroup: false, participantCount: 2 });
    expect((await h.startDirect(a!, host, 200)).id).toBe(direct.id);
    const grown = await h.json<Summary>(
      await host.client.post(`/api/conversations/${direct.id}/participants`, {
        json: { participantIds: [b!.user.id] },
      }),
      200,
    );
    expect(grown).toMatchObject({
      id: direct.id,
      isGroup: true,
      added: 1,
      participantCount: 3,
      otherParticipant: null,
    });
    const fresh = await h.startDirect(a!, host, 201);
    expect(fresh.id).not.toBe(direct.id);
  });
});

describe('what reading costs: a fixed number of SQL statements', () => {
  /** SQL statements a request costs. */
  const cost = (send: () => Promise<Response>) => requestCost(() => statements, send);

  /** A conversation of `viewer` and `people - 1` others holding `length` messages from the others, none read. */
  async function conversationOf(viewer: Dad, people: number, length: number) {
    const others: Awaited<ReturnType<typeof buildUser>>[] = [];
    for (let i = 1; i < people; i++) others.push(await buildUser(h.prisma));
    const start = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const at = (i: number) => new Date(start.getTime() + (i + 1) * 1000);
    const { id } = await h.prisma.conversation.create({
      data: { isGroup: people > 2, createdById: viewer.user.id, createdAt: start, lastMessageAt: at(length) },
    });
    await h.prisma.conversationParticipant.createMany({
      data: [viewer.user, ...others].map((u) => ({
        conversationId: id,
        userId: u.id,
        joinedAt: start,
        lastReadAt: start,
      })),
    });
    await h.prisma.message.createMany({
      data: Array.from({ length }, (_, i) => ({
        conversationId: id,
        senderId: others[i % others.length]!.id,
        content: `Message ${i}`,
        createdAt: at(i),
        updatedAt: at(i),
      })),
    });
    return id;
  }

  it('opens a conversation for the same statements whatever its length and its number of participants', async () => {
    const viewer = await h.dad();
    const small = await conversationOf(viewer, 2, 5);
    const large = await conversationOf(viewer, 30, 120);
    const open = (id: string, query = '') => cost(() => viewer.client.get(`/api/conversations/${id}/messages${query}`));
    // The first opening reads unread messages (and tells the others of it); the next finds nothing new.
    const costs = {
      small: [await open(small), await open(small)],
      large: [await open(large, '?limit=100'), await open(large, '?limit=100')],
      olderPage: await open(
        large,
        `?limit=100&before=${encodeURIComponent((await viewer.client.get(`/api/conversations/${large}/messages?limit=100`)).headers.get('x-next-cursor')!)}`,
      ),
    };
    // The session; the read mark (which checks the viewer is in it), plus the new unread total when it read
    // something; the page with its senders and read times. An older page checks membership instead of marking.
    expect(costs).toEqual({ small: [4, 3], large: [4, 3], olderPage: 3 });
    expect(await h.messages(viewer, large, '?limit=100')).toHaveLength(100);
  });

  it('lists conversations for the same statements whatever their number and their number of participants', async () => {
    const few = await h.dad();
    await conversationOf(few, 2, 3);
    const many = await h.dad();
    for (let i = 0; i < 12; i++) await conversationOf(many, i % 3 === 0 ? 30 : 2, 4);
    const list = (who: Dad, query = '') => cost(() => who.client.get(`/api/conversations${query}`));
    const costs = { few: await list(few), many: await list(many), manyPaged: await list(many, '?limit=5') };
    // The session, and the page with its participants, last messages and read positions.
    expect(costs).toEqual({ few: 2, many: 2, manyPaged: 2 });
    expect(await h.json<Summary[]>(await many.client.get('/api/conversations'), 200)).toHaveLength(12);
  });
});
