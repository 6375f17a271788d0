import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const member = (overrides = {}) => buildUser(app.services.prisma, overrides);
const RESULT = `__typename ... on AppError { code message }`;

async function friends(count: number) {
  const people = [];
  for (let i = 0; i < count; i++) people.push(await member());
  const [host, ...others] = people as [Awaited<ReturnType<typeof member>>, ...Awaited<ReturnType<typeof member>>[]];
  for (const other of others) await buildConnection(app.services.prisma, host.id, other.id);
  return { host, others, everyone: people };
}

const START = `mutation($input: StartConversationInput!) { startConversation(input: $input) {
  ${RESULT} ... on MutationStartConversationSuccess { data { id databaseId isGroup title participantCount otherParticipant { username } } } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) {
  ${RESULT} ... on MutationSendMessageSuccess { data { id databaseId content isOwn isEdited sender { username } conversation { id } } } } }`;
const EDIT = `mutation($input: EditMessageInput!) { editMessage(input: $input) {
  ${RESULT} ... on MutationEditMessageSuccess { data { id content isEdited } } } }`;
const READ = `mutation($id: ID!) { markConversationRead(conversationId: $id) {
  ${RESULT} ... on MutationMarkConversationReadSuccess { data { unreadCount othersReadUpTo } } } }`;
const ADD = `mutation($input: AddConversationParticipantsInput!) { addConversationParticipants(input: $input) {
  ${RESULT} ... on MutationAddConversationParticipantsSuccess { data { addedCount conversation { isGroup participantCount } } } } }`;

async function start(cookie: string, participants: string[], extra: Record<string, unknown> = {}) {
  const body = await graphql(
    app,
    START,
    { input: { participantIds: participants.map((id) => globalId('User', id)), ...extra } },
    cookie,
  );
  return body.data!.startConversation;
}

async function send(cookie: string, conversationId: string, content: string) {
  return (await graphql(app, SEND, { input: { conversationId, content } }, cookie)).data!.sendMessage;
}

describe('starting conversations', () => {
  it('makes one direct chat per pair and group chats with connections only', async () => {
    const { host, others, everyone } = await friends(3);
    const stranger = await member();
    const cookie = await cookieFor(app, host);
    const direct = await start(cookie, [others[0]!.id]);
    expect(direct.data).toMatchObject({
      isGroup: false,
      participantCount: 2,
      otherParticipant: { username: others[0]!.username },
    });
    expect((await start(await cookieFor(app, others[0]!), [host.id])).data.id).toBe(direct.data.id);

    const group = await start(
      cookie,
      others.map((o) => o.id),
      { title: 'Grill squad' },
    );
    expect(group.data).toMatchObject({
      isGroup: true,
      title: 'Grill squad',
      participantCount: 3,
      otherParticipant: null,
    });

    expect(await start(cookie, [stranger.id])).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only message dads you are connected with.',
    });
    expect(await start(cookie, [])).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(everyone).toHaveLength(3);
  });
});

describe('messages over GraphQL, live', () => {
  it('delivers, edits, counts unread and shows read receipts without polling', async () => {
    const { host, others } = await friends(2);
    const friend = others[0]!;
    const [hostCookie, friendCookie] = [await cookieFor(app, host), await cookieFor(app, friend)];
    const conversation = (await start(hostCookie, [friend.id])).data;

    const ws = graphqlWsClient(app.url, { cookie: friendCookie, origin: app.url });
    const events = collectSubscription(
      ws,
      `subscription { messageEvents { kind message { databaseId content isOwn isEdited readAt
      sender { username firstName dadScore interests } conversation { id } } } }`,
    );
    const unread = collectSubscription(ws, 'subscription { unreadMessageCount }');
    const hostWs = graphqlWsClient(app.url, { cookie: hostCookie, origin: app.url });
    const receipts = collectSubscription(
      hostWs,
      'subscription { conversationEvents { kind conversation { id othersReadUpTo } } }',
    );
    const hostUnread = collectSubscription(hostWs, 'subscription { unreadMessageCount }');
    try {
      await unread.until(1);
      await hostUnread.until(1);
      expect(unread.values[0]).toEqual({ data: { unreadMessageCount: 0 } });

      statements = 0;
      const sent = await send(hostCookie, conversation.id, '  Burgers at six?  ');
      expect(sent.data).toMatchObject({
        content: 'Burgers at six?',
        isOwn: true,
        isEdited: false,
        sender: { username: host.username },
      });
      await events.until(1);
      await unread.until(2);
      expect(events.values[0]).toEqual({
        data: {
          messageEvents: {
            kind: 'ADDED',
            message: {
              databaseId: sent.data.databaseId,
              content: 'Burgers at six?',
              isOwn: false,
              isEdited: false,
              readAt: null,
              sender: {
                username: host.username,
                firstName: host.firstName,
                dadScore: host.dadScore,
                interests: host.interests,
              },
              conversation: { id: conversation.id },
            },
          },
        },
      });
      expect(unread.values[1]).toEqual({ data: { unreadMessageCount: 1 } });

      const edited = (
        await graphql(app, EDIT, { input: { messageId: sent.data.id, content: 'Burgers at seven?' } }, hostCookie)
      ).data!.editMessage;
      expect(edited.data).toMatchObject({ content: 'Burgers at seven?', isEdited: true });
      await events.until(2);
      expect(events.values[1]).toMatchObject({
        data: { messageEvents: { kind: 'EDITED', message: { content: 'Burgers at seven?', isEdited: true } } },
      });
      // Only the sender edits.
      expect(
        (await graphql(app, EDIT, { input: { messageId: sent.data.id, content: 'mine now' } }, friendCookie)).data!
          .editMessage,
      ).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only edit your own messages.',
      });

      const read = (await graphql(app, READ, { id: conversation.id }, friendCookie)).data!.markConversationRead;
      expect(read.data.unreadCount).toBe(0);
      await unread.until(3);
      expect(unread.values[2]).toEqual({ data: { unreadMessageCount: 0 } });
      await receipts.until(1);
      expect(receipts.values[0]).toMatchObject({
        data: { conversationEvents: { kind: 'READ', conversation: { id: conversation.id } } },
      });
      const receipt = (
        receipts.values[0] as { data: { conversationEvents: { conversation: { othersReadUpTo: string } } } }
      ).data.conversationEvents.conversation.othersReadUpTo;
      expect(new Date(receipt).getTime()).toBeGreaterThan(0);
      // A second read: the event shows the new position, not what the socket's first event loaded.
      await send(hostCookie, conversation.id, 'Bring the tongs');
      await unread.until(4);
      await graphql(app, READ, { id: conversation.id }, friendCookie);
      await receipts.until(2);
      const second = (
        receipts.values[1] as { data: { conversationEvents: { conversation: { othersReadUpTo: string } } } }
      ).data.conversationEvents.conversation.othersReadUpTo;
      expect(new Date(second).getTime()).toBeGreaterThan(new Date(receipt).getTime());
      // The host never had anything unread: their badge did not move.
      expect(hostUnread.values).toEqual([{ data: { unreadMessageCount: 0 } }]);
      expect([...events.errors, ...unread.errors, ...receipts.errors]).toEqual([]);
    } finally {
      for (const s of [events, unread, receipts, hostUnread]) s.unsubscribe();
      await ws.dispose();
      await hostWs.dispose();
    }
  });

  it('tells the others who is typing, and refuses a conversation the viewer is not in', async () => {
    const { host, others } = await friends(2);
    const outsider = await member();
    const [hostCookie, friendCookie] = [await cookieFor(app, host), await cookieFor(app, others[0]!)];
    const conversation = (await start(hostCookie, [others[0]!.id])).data;
    const ws = graphqlWsClient(app.url, { cookie: friendCookie, origin: app.url });
    const outsiderWs = graphqlWsClient(app.url, { cookie: await cookieFor(app, outsider), origin: app.url });
    const typing = collectSubscription(
      ws,
      `subscription { typing(conversationId: "${conversation.id}") { conversationId until user { username } } }`,
    );
    const snooping = collectSubscription(
      outsiderWs,
      `subscription { typing(conversationId: "${conversation.id}") { until } }`,
    );
    // Subscribed once the unread count's first value is in: the socket handles them in order.
    const unread = collectSubscription(ws, 'subscription { unreadMessageCount }');
    try {
      await unread.until(1);
      const reported = await graphql(
        app,
        `mutation($id: ID!) { reportTyping(conversationId: $id) { ${RESULT} ... on MutationReportTypingSuccess { data } } }`,
        { id: conversation.id },
        hostCookie,
      );
      expect(reported.data!.reportTyping).toMatchObject({ data: true });
      await typing.until(1);
      expect(typing.values[0]).toMatchObject({
        data: { typing: { conversationId: conversation.id, user: { username: host.username } } },
      });
      await snooping.until(1);
      // graphql-ws answers a refused subscription with an execution result of errors.
      expect(snooping.values).toMatchObject([
        { errors: [{ message: 'Conversation was not found.', extensions: { code: 'NOT_FOUND' } }] },
      ]);
    } finally {
      for (const s of [typing, snooping, unread]) s.unsubscribe();
      await ws.dispose();
      await outsiderWs.dispose();
    }
  });

  it('replays what was sent after the newest message a screen has, then goes on live', async () => {
    const { host, others } = await friends(3);
    const [friend, third] = others as [(typeof others)[0], (typeof others)[0]];
    const outsider = await member();
    const [hostCookie, friendCookie] = [await cookieFor(app, host), await cookieFor(app, friend)];
    const direct = (await start(hostCookie, [friend.id])).data;
    const group = (await start(hostCookie, [friend.id, third.id], { title: 'Smokers' })).data;
    const seen = (await send(hostCookie, direct.id, 'Loaded with the screen')).data;
    // Sent while the screen was between its query and its subscription.
    await send(hostCookie, direct.id, 'Missed one');
    await send(hostCookie, group.id, 'Missed in the group');
    await send(await cookieFor(app, third), group.id, 'Missed from the third');

    const ws = graphqlWsClient(app.url, { cookie: friendCookie, origin: app.url });
    const outsiderWs = graphqlWsClient(app.url, { cookie: await cookieFor(app, outsider), origin: app.url });
    const FIELDS = 'kind replayed message { databaseId content sender { username } conversation { id } }';
    const all = collectSubscription(ws, `subscription { messageEvents(after: "${seen.id}") { ${FIELDS} } }`);
    const one = collectSubscription(
      ws,
      `subscription { messageEvents(after: "${seen.id}", conversationId: "${direct.id}") { ${FIELDS} } }`,
    );
    const snooping = collectSubscription(outsiderWs, `subscription { messageEvents(after: "${seen.id}") { kind } }`);
    try {
      await all.until(3);
      await one.until(1);
      const contents = (values: unknown[]) =>
        values.map(
          (value) =>
            (value as { data: { messageEvents: { message: { content: string } } } }).data.messageEvents.message.content,
        );
      expect(contents(all.values)).toEqual(['Missed one', 'Missed in the group', 'Missed from the third']);
      expect(all.values[2]).toMatchObject({
        data: {
          messageEvents: {
            kind: 'ADDED',
            replayed: true,
            message: { sender: { username: third.username }, conversation: { id: group.id } },
          },
        },
      });
      expect(contents(one.values)).toEqual(['Missed one']);

      await send(hostCookie, direct.id, 'Live after the replay');
      await all.until(4);
      await one.until(2);
      expect(contents(all.values).at(-1)).toBe('Live after the replay');
      expect(all.values.at(-1)).toMatchObject({ data: { messageEvents: { replayed: false } } });
      expect(contents(one.values).at(-1)).toBe('Live after the replay');
      expect([...all.errors, ...one.errors]).toEqual([]);

      // A message the subscriber cannot read replays nothing (and tells nothing); the subscription stays live.
      await send(hostCookie, direct.id, 'Not for the outsider');
      await all.until(5);
      expect(snooping.values).toEqual([]);
      expect(snooping.errors).toEqual([]);
    } finally {
      for (const s of [all, one, snooping]) s.unsubscribe();
      await ws.dispose();
      await outsiderWs.dispose();
    }
  });

  it('hides conversations and messages from anyone outside them', async () => {
    const { host, others } = await friends(2);
    const outsider = await member();
    const hostCookie = await cookieFor(app, host);
    const conversation = (await start(hostCookie, [others[0]!.id])).data;
    const message = (await send(hostCookie, conversation.id, 'Just us')).data;
    const outsiderCookie = await cookieFor(app, outsider);
    const peek = await graphql(
      app,
      `query($c: ID!, $m: ID!) { c: node(id: $c) { id } m: node(id: $m) { id }
      conversation(databaseId: "${conversation.databaseId}") { id } }`,
      { c: conversation.id, m: message.id },
      outsiderCookie,
    );
    expect(peek.data).toEqual({ c: null, m: null, conversation: null });
    expect((await send(outsiderCookie, conversation.id, 'hi')).code).toBe('NOT_FOUND');
    expect((await graphql(app, READ, { id: conversation.id }, outsiderCookie)).data!.markConversationRead.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await graphql(
          app,
          ADD,
          { input: { conversationId: conversation.id, participantIds: [globalId('User', outsider.id)] } },
          outsiderCookie,
        )
      ).data!.addConversationParticipants.code,
    ).toBe('NOT_FOUND');
    expect(
      (await graphql(app, EDIT, { input: { messageId: message.id, content: 'x' } }, outsiderCookie)).data!.editMessage
        .code,
    ).toBe('NOT_FOUND');
  });
});

describe('reading conversations', () => {
  const LIST = `query { viewer { conversations(first: 10) { totalCount edges { node { id isGroup unreadCount participantCount othersReadUpTo
    otherParticipant { username } participantsPreview(first: 3) { username }
    lastMessage { content isOwn readAt sender { username } } } } } } }`;
  const OPEN = `query($id: ID!) { node(id: $id) { ... on Conversation { id unreadCount participants(first: 50) { edges { node { username } } }
    messages(last: 30) { pageInfo { hasPreviousPage startCursor } edges { node { content isOwn readAt isEdited sender { username } } } } } } }`;

  async function conversationOf(size: number, messages: number) {
    const { host, others } = await friends(size);
    const hostCookie = await cookieFor(app, host);
    const conversation = (
      await start(
        hostCookie,
        others.map((o) => o.id),
        { isGroup: true },
      )
    ).data;
    const friendCookie = await cookieFor(app, others[0]!);
    for (let i = 0; i < messages; i++) await send(i % 2 ? friendCookie : hostCookie, conversation.id, `message ${i}`);
    return { host, hostCookie, conversation };
  }

  it('opens a conversation of any length, newest at the bottom, for the same statements', async () => {
    const cost = async (size: number, messages: number) => {
      const { hostCookie, conversation } = await conversationOf(size, messages);
      statements = 0;
      const body = await graphql(app, OPEN, { id: conversation.id }, hostCookie);
      const spent = statements;
      const page = body.data!.node.messages;
      expect(page.edges.at(-1).node.content).toBe(`message ${messages - 1}`);
      expect(page.edges).toHaveLength(Math.min(messages, 30));
      expect(body.data!.node.participants.edges).toHaveLength(size);
      expect(page.pageInfo.hasPreviousPage).toBe(messages > 30);
      return spent;
    };
    const small = await cost(2, 3);
    const large = await cost(12, 45);
    expect(large).toBe(small);
    // 9: one of them asks, for the whole page at once, which messages moderation shows (docs/moderation.md).
    expect(small).toBeLessThanOrEqual(9);
  }, 60_000);

  it("lists and counts the viewer's conversations, latest activity first, for the same statements whatever their number", async () => {
    const cost = async (count: number) => {
      const { host, others } = await friends(count + 1);
      const cookie = await cookieFor(app, host);
      for (const [i, other] of others.entries()) {
        const { data } = await start(cookie, [other.id]);
        await send(cookie, data.id, `hello ${i}`);
      }
      statements = 0;
      const body = await graphql(app, LIST, {}, cookie);
      const spent = statements;
      expect(body.errors).toBeUndefined();
      const edges = body.data!.viewer.conversations.edges;
      expect(edges).toHaveLength(count);
      expect(body.data!.viewer.conversations.totalCount).toBe(count);
      expect(edges[0].node.lastMessage).toMatchObject({
        content: `hello ${count - 1}`,
        isOwn: true,
        sender: { username: host.username },
      });
      expect(edges[0].node.otherParticipant.username).toBe(others.at(-1)!.username);
      return spent;
    };
    const few = await cost(2);
    const many = await cost(9);
    expect(many).toBe(few);
    // 13: one of them asks, for every last message at once, which messages moderation shows (docs/moderation.md).
    expect(few).toBeLessThanOrEqual(13);
  }, 60_000);
});

describe('adding people', () => {
  it('adds connections who are not in yet; a direct chat becomes a group', async () => {
    const { host, others } = await friends(4);
    const cookie = await cookieFor(app, host);
    const conversation = (await start(cookie, [others[0]!.id])).data;
    const add = async (ids: string[]) =>
      (
        await graphql(
          app,
          ADD,
          { input: { conversationId: conversation.id, participantIds: ids.map((id) => globalId('User', id)) } },
          cookie,
        )
      ).data!.addConversationParticipants;
    expect(await add([others[0]!.id, host.id])).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Everyone you chose is already in this conversation.',
    });
    expect(await add([others[0]!.id, others[1]!.id, others[2]!.id])).toMatchObject({
      data: { addedCount: 2, conversation: { isGroup: true, participantCount: 4 } },
    });
  });
});
