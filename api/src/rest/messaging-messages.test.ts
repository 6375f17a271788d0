import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingTopics } from '../domain/messaging/live.js';
import { MESSAGE_REQUIRED, NOT_YOUR_MESSAGE } from '../domain/messaging/rules.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/databases.js';
import { buildConnection } from '../testing/factories.js';
import { holdTransaction, untilWaitingOnLocks } from '../testing/held-transaction.js';
import { messagingHelpers, type Dad, type MessageBody, type Summary } from '../testing/messaging.js';

let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
beforeAll(async () => {
  app = await createTestApp();
  h = messagingHelpers(app);
});
afterAll(() => app.close());

/** Counts the read receipts (`READ` conversation events) each of `members` hears about the conversation. */
async function readReceiptsHeard(conversationId: string, members: Dad[]) {
  const heard = new Map(members.map((d) => [d.user.id, 0]));
  const listeners = members.map((d) =>
    app.services.events.listen(messagingTopics.conversationEvent, d.user.id, (event) => {
      if (event.kind === 'READ' && event.conversationId === conversationId) {
        heard.set(d.user.id, heard.get(d.user.id)! + 1);
      }
    }),
  );
  await Promise.all(listeners.map((l) => l.ready));
  return {
    count: (member: Dad) => heard.get(member.user.id)!,
    stop: () => {
      for (const listener of listeners) listener.stop();
    },
  };
}

describe('messages', () => {
  it('sends JSON or multipart text (trimmed) and answers 201 with the message', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const sent = await h.send(host, id, '  Smoker is lit.  ');
    expect(sent).toMatchObject({
      conversationId: id,
      senderId: host.user.id,
      sender: { id: host.user.id, username: host.user.username },
      content: 'Smoker is lit.',
      attachmentUrl: null,
      attachmentType: null,
      attachmentName: null,
      attachmentSize: null,
      isEdited: false,
      readAt: null,
    });
    const form = new FormData();
    form.append('content', 'Sent as a form');
    const multipart = await h.json<MessageBody>(
      await friend!.client.post(`/api/conversations/${id}/messages`, { multipart: form }),
      201,
    );
    expect(multipart).toMatchObject({ content: 'Sent as a form', senderId: friend!.user.id });
    expect((await h.summary(host, id)).lastMessage).toMatchObject({ id: multipart.id, content: 'Sent as a form' });
  });

  it('sends once when a send is retried with the same Idempotency-Key', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const send = () =>
      host.client.post(
        `/api/conversations/${id}/messages`,
        { json: { content: 'Only once' } },
        { 'Idempotency-Key': 'send-1' },
      );
    const first = await h.json<MessageBody>(await send(), 201);
    const retry = await send();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.json<MessageBody>(retry, 201)).id).toBe(first.id);
    expect(await h.prisma.message.count({ where: { conversationId: id } })).toBe(1);
    expect(await h.unreadTotal(friend!)).toBe(1);
  });

  it("refuses an empty message (400 'Write a message or attach a file.') and one over 5,000 characters, writing nothing", async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    for (const json of [{ content: '' }, { content: '   \n\t ' }, {}, { content: null }]) {
      const body = await h.refused(
        await host.client.post(`/api/conversations/${id}/messages`, { json }),
        400,
        MESSAGE_REQUIRED,
      );
      expect(body).toMatchObject({ errors: [{ field: 'content', message: MESSAGE_REQUIRED }] });
    }
    const empty = new FormData();
    empty.append('content', ' ');
    await h.refused(
      await host.client.post(`/api/conversations/${id}/messages`, { multipart: empty }),
      400,
      MESSAGE_REQUIRED,
    );
    await h.refused(
      await host.client.post(`/api/conversations/${id}/messages`, { json: { content: 'x'.repeat(5001) } }),
      400,
      'A message can be at most 5000 characters.',
    );
    await h.refused(await host.client.post(`/api/conversations/${id}/messages`, { json: { content: 42 } }), 400);
    expect(await h.prisma.message.count({ where: { conversationId: id } })).toBe(0);
    expect((await h.summary(friend!, id)).unreadCount).toBe(0);
  });

  it('answers 404 to a non-participant reading, posting, editing, adding people or marking read, and changes nothing', async () => {
    const {
      host,
      friends: [friend, outsider],
    } = await h.circle(2);
    const { id } = await h.startDirect(host, friend!);
    const message = await h.send(host, id, 'Just us two');
    const [outsiderFriend] = [await h.dad()];
    await buildConnection(h.prisma, outsider!.user.id, outsiderFriend.user.id);
    const notFound = 'Conversation was not found.';
    await h.refused(await outsider!.client.get(`/api/conversations/${id}/messages`), 404, notFound);
    const older = Buffer.from(`${new Date().toISOString()}|${message.id}`).toString('base64url');
    await h.refused(await outsider!.client.get(`/api/conversations/${id}/messages?before=${older}`), 404, notFound);
    await h.refused(
      await outsider!.client.post(`/api/conversations/${id}/messages`, { json: { content: 'Let me in' } }),
      404,
      notFound,
    );
    await h.refused(
      await outsider!.client.post(`/api/conversations/${id}/participants`, {
        json: { participantIds: [outsiderFriend.user.id] },
      }),
      404,
      notFound,
    );
    await h.refused(await outsider!.client.post(`/api/conversations/${id}/read`), 404, notFound);
    await h.refused(
      await h.put(outsider!.client, `/api/messages/${message.id}`, { json: { content: 'Hacked' } }),
      404,
      'Message was not found.',
    );
    await h.refused(await outsider!.client.patch(`/api/messages/${message.id}`, { json: { content: 'Hacked' } }), 404);
    expect(await h.prisma.message.findMany({ where: { conversationId: id }, select: { content: true } })).toEqual([
      { content: 'Just us two' },
    ]);
    expect(await h.prisma.conversationParticipant.count({ where: { conversationId: id } })).toBe(2);
    // Unknown and malformed ids answer the same.
    await h.refused(await host.client.get('/api/conversations/not-an-id/messages'), 404, notFound);
    await h.refused(await h.put(host.client, '/api/messages/not-an-id', { json: { content: 'x' } }), 404);
    await h.refused(
      await h.put(host.client, '/api/messages/0190a000-0000-7000-8000-000000000000', { json: { content: 'x' } }),
      404,
    );
  });

  it('lists a conversation oldest first, the newest page, older pages through ?before=', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await h.send(i % 2 ? host : friend!, id, `Message ${i}`)).id);

    const first = await friend!.client.get(`/api/conversations/${id}/messages?limit=3`);
    expect((await h.json<MessageBody[]>(first, 200)).map((m) => m.id)).toEqual(sent.slice(4));
    const cursor = first.headers.get('x-next-cursor')!;
    expect(first.headers.get('link')).toBe(`</api/conversations/${id}/messages?limit=3&before=${cursor}>; rel="next"`);
    const second = await friend!.client.get(`/api/conversations/${id}/messages?limit=3&before=${cursor}`);
    expect((await h.json<MessageBody[]>(second, 200)).map((m) => m.id)).toEqual(sent.slice(1, 4));
    const third = await friend!.client.get(
      `/api/conversations/${id}/messages?limit=3&before=${second.headers.get('x-next-cursor')}`,
    );
    expect((await h.json<MessageBody[]>(third, 200)).map((m) => m.id)).toEqual(sent.slice(0, 1));
    expect(third.headers.get('x-next-cursor')).toBeNull();

    expect((await h.messages(host, id)).map((m) => m.content)).toEqual(sent.map((_, i) => `Message ${i + 1}`));
    await h.refused(await host.client.get(`/api/conversations/${id}/messages?limit=101`), 400);
    await h.refused(await host.client.get(`/api/conversations/${id}/messages?before=bogus`), 400);
  });
});

describe('PUT /api/messages/{id}', () => {
  it('lets the sender edit (JSON or multipart, PUT or PATCH): the new text, isEdited, a later updatedAt', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const original = await h.send(host, id, 'Smoker at 6');
    const edited = await h.json<MessageBody>(
      await h.put(host.client, `/api/messages/${original.id}`, { json: { content: ' Smoker at 7 ' } }),
      200,
    );
    expect(edited).toMatchObject({
      id: original.id,
      content: 'Smoker at 7',
      isEdited: true,
      createdAt: original.createdAt,
    });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(original.updatedAt).getTime());
    const form = new FormData();
    form.append('content', 'Smoker at 8');
    expect(
      await h.json<MessageBody>(await h.put(host.client, `/api/messages/${original.id}`, { multipart: form }), 200),
    ).toMatchObject({ content: 'Smoker at 8' });
    expect(
      await h.json<MessageBody>(
        await host.client.patch(`/api/messages/${original.id}`, { json: { content: 'Smoker at 9' } }),
        200,
      ),
    ).toMatchObject({ content: 'Smoker at 9' });
    expect((await h.messages(friend!, id))[0]).toMatchObject({ content: 'Smoker at 9', isEdited: true });
  });

  it("refuses another participant's edit (403) and an edit leaving nothing (400), keeping the message", async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const message = await h.send(host, id, 'Mine');
    await h.refused(
      await h.put(friend!.client, `/api/messages/${message.id}`, { json: { content: 'Yours now' } }),
      403,
      NOT_YOUR_MESSAGE,
    );
    await h.refused(
      await h.put(host.client, `/api/messages/${message.id}`, { json: { content: '  ' } }),
      400,
      MESSAGE_REQUIRED,
    );
    expect(await h.prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      content: 'Mine',
      isEdited: false,
    });
  });
});

describe('reading, read receipts and unread counts', () => {
  it('counts unread per conversation and in total; opening a conversation or POST read clears it', async () => {
    const {
      host,
      friends: [a, b],
    } = await h.circle(2);
    const withA = await h.startDirect(a!, host);
    const withB = await h.startDirect(b!, host);
    expect(await h.unreadTotal(host)).toBe(0);
    await h.send(a!, withA.id, 'One');
    await h.send(a!, withA.id, 'Two');
    await h.send(b!, withB.id, 'Three');
    expect((await h.summary(host, withA.id)).unreadCount).toBe(2);
    expect((await h.summary(host, withB.id)).unreadCount).toBe(1);
    expect(await h.unreadTotal(host)).toBe(3);
    expect(await h.unreadTotal(a!)).toBe(0); // your own messages are never unread

    // Older pages do not mark read, nor does a refused request; the newest page does.
    await h.refused(await host.client.get(`/api/conversations/${withA.id}/messages?limit=0`), 400);
    await h.messages(
      host,
      withA.id,
      `?limit=1&before=${Buffer.from(`${new Date().toISOString()}|${withA.id}`).toString('base64url')}`,
    );
    expect(await h.unreadTotal(host)).toBe(3);
    await h.messages(host, withA.id);
    expect((await h.summary(host, withA.id)).unreadCount).toBe(0);
    expect(await h.unreadTotal(host)).toBe(1);
    const read = await h.json<Summary>(await host.client.post(`/api/conversations/${withB.id}/read`), 200);
    expect(read).toMatchObject({ id: withB.id, unreadCount: 0 });
    expect(await h.unreadTotal(host)).toBe(0);
    // Writing is having read: a reply clears the sender's own count.
    await h.send(a!, withA.id, 'Four');
    expect(await h.unreadTotal(host)).toBe(1);
    await h.send(host, withA.id, 'Reply');
    expect(await h.unreadTotal(host)).toBe(0);
    expect(await h.unreadTotal(a!)).toBe(1);
  });

  it('shows the sender when the others have read: readAt on the message, othersReadUpTo on the conversation', async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    const { id } = await h.startDirect(host, friend!);
    const sent = await h.send(host, id, 'Did you see the game?');
    expect((await h.messages(host, id))[0]!.readAt).toBeNull();
    const before = await h.summary(host, id);
    expect(new Date(before.othersReadUpTo!).getTime()).toBeLessThan(new Date(sent.createdAt).getTime());
    expect(before.lastMessage!.readAt).toBeNull();

    await h.messages(friend!, id);
    const [seen] = await h.messages(host, id);
    expect(new Date(seen!.readAt!).getTime()).toBeGreaterThanOrEqual(new Date(sent.createdAt).getTime());
    const after = await h.summary(host, id);
    expect(after.othersReadUpTo).toBe(seen!.readAt);
    expect(after.lastMessage!.readAt).toBe(seen!.readAt);
  });

  it('in a group, a message is read once every other participant has read it', async () => {
    const { host, friends } = await h.circle(2);
    const group = await h.startGroup(host, friends);
    await h.send(host, group.id, 'Who has the cooler?');
    await h.messages(friends[0]!, group.id);
    expect((await h.messages(host, group.id))[0]!.readAt).toBeNull();
    expect((await h.summary(host, group.id)).lastMessage!.readAt).toBeNull();
    await h.json(await friends[1]!.client.post(`/api/conversations/${group.id}/read`), 200);
    expect((await h.messages(host, group.id))[0]!.readAt).not.toBeNull();
  });

  it('tells of a read receipt exactly those whose othersReadUpTo it moved', async () => {
    const { host, friends } = await h.circle(3);
    const everyone = [host, ...friends];
    const group = await h.startGroup(host, friends);
    const receipts = await readReceiptsHeard(group.id, everyone);
    const positions = async () => Promise.all(everyone.map(async (d) => (await h.summary(d, group.id)).othersReadUpTo));
    /** Who heard of `reader`'s read, checked against whose othersReadUpTo it moved. */
    const readBy = async (reader: (typeof everyone)[number]) => {
      const before = await positions();
      const heardBefore = everyone.map(receipts.count);
      await h.json(await reader.client.post(`/api/conversations/${group.id}/read`), 200);
      const after = await positions();
      const indices = everyone.map((_d, i) => i);
      const told = indices.filter((i) => receipts.count(everyone[i]!) > heardBefore[i]!);
      expect(told, 'told of the read').toEqual(indices.filter((i) => after[i] !== before[i]));
      return told;
    };
    try {
      const [f0, f1, f2] = friends as [(typeof friends)[0], (typeof friends)[0], (typeof friends)[0]];
      await h.send(host, group.id, 'Who brings the grill?');
      // Two others never read: nobody's position moves. Then only the last one who never read is told; then all.
      expect(await readBy(f0)).toEqual([]);
      expect(await readBy(f1)).toEqual([3]);
      expect(await readBy(f2)).toEqual([0, 1, 2]);
      await h.send(host, group.id, 'And the charcoal?');
      // The one furthest ahead catching up moves nobody's; the one furthest behind moves everyone's.
      expect(await readBy(f2)).toEqual([]);
      expect(await readBy(f0)).toEqual([0, 2, 3]);
    } finally {
      receipts.stop();
    }
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'counts no member whose row is being written at that moment as behind: the read tells more, not fewer',
    async () => {
      const { host, friends } = await h.circle(3);
      const [f0, f1, f2] = friends as [(typeof friends)[0], (typeof friends)[0], (typeof friends)[0]];
      const group = await h.startGroup(host, friends);
      await h.send(host, group.id, 'Who brings the grill?');
      const receipts = await readReceiptsHeard(group.id, [host, f1, f2]);
      // f1's row held as a read of theirs in progress would hold it; f2 has never read. Alone, f0's read would
      // tell nobody (two others behind); with f1 in flux, only f2 counts as behind, so f2 is told.
      const writer = holdTransaction(
        h.prisma,
        (tx) => tx.$queryRaw`SELECT 1 FROM "ConversationParticipant"
          WHERE "conversationId" = ${group.id}::uuid AND "userId" = ${f1.user.id}::uuid FOR UPDATE`,
      );
      try {
        await writer.held;
        await h.json(await f0.client.post(`/api/conversations/${group.id}/read`), 200);
        expect([host, f1, f2].map(receipts.count)).toEqual([0, 0, 1]);
      } finally {
        await writer.release();
        receipts.stop();
      }
    },
  );

  it.skipIf(testDatabaseKind === 'pglite')(
    'lets two members reply at once in two conversations they share, each with unread messages (no deadlock)',
    async () => {
      const {
        host: a,
        friends: [z],
      } = await h.circle(1);
      const direct = await h.startDirect(a, z!);
      const group = await h.startGroup(a, [z!], 'Both of us');
      await h.send(z!, direct.id, 'Unread for a');
      await h.send(a, group.id, 'Unread for z');
      // Hold both counters, so both replies reach them before either goes on: the order each then takes them
      // in decides whether they wait on each other.
      const blocker = holdTransaction(
        h.prisma,
        (tx) =>
          tx.$queryRaw`SELECT 1 FROM "UnreadCount" WHERE kind = 'messages' AND "userId" IN (${a.user.id}::uuid, ${z!.user.id}::uuid) FOR UPDATE`,
      );
      await blocker.held;
      const replies = [
        a.client.post(`/api/conversations/${direct.id}/messages`, { json: { content: 'Reply from a' } }),
        z!.client.post(`/api/conversations/${group.id}/messages`, { json: { content: 'Reply from z' } }),
      ];
      await untilWaitingOnLocks(h.prisma, 2);
      await blocker.release();
      expect((await Promise.all(replies)).map((r) => r.status)).toEqual([201, 201]);
      expect(await h.unreadTotal(a)).toBe(1);
      expect(await h.unreadTotal(z!)).toBe(1);
    },
  );

  it('does not count messages sent before a member joined a group as unread for them', async () => {
    const {
      host,
      friends: [a, late],
    } = await h.circle(2);
    const group = await h.startGroup(host, [a!]);
    for (const text of ['One', 'Two', 'Three']) await h.send(host, group.id, text);
    expect(await h.unreadTotal(a!)).toBe(3);
    await h.json(
      await host.client.post(`/api/conversations/${group.id}/participants`, {
        json: { participantIds: [late!.user.id] },
      }),
      200,
    );
    expect((await h.summary(late!, group.id)).unreadCount).toBe(0);
    expect(await h.unreadTotal(late!)).toBe(0);
    await h.send(a!, group.id, 'Welcome!');
    expect((await h.summary(late!, group.id)).unreadCount).toBe(1);
    expect(await h.unreadTotal(late!)).toBe(1);
    expect(await h.unreadTotal(host)).toBe(1);
    expect(await h.unreadTotal(a!)).toBe(0); // writing in it read it
  });
});
