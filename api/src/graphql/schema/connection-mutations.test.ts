import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (overrides = {}) => buildUser(app.services.prisma, overrides);
const RESULT = `__typename ... on AppError { code message }`;
const CONNECTION = `data { id databaseId status requester { username } receiver { username location } otherMember { username } }`;
const REQUEST = `mutation($userId: ID!) { requestConnection(userId: $userId) { ${RESULT} ... on MutationRequestConnectionSuccess { ${CONNECTION} } } }`;
const ACCEPT = `mutation($id: ID!) { acceptConnection(id: $id) { ${RESULT} ... on MutationAcceptConnectionSuccess { ${CONNECTION} } } }`;
const DECLINE = `mutation($id: ID!) { declineConnection(id: $id) { ${RESULT} ... on MutationDeclineConnectionSuccess { data { status } } } }`;

describe('Mutation.requestConnection', () => {
  it('sends a request (the receiver is notified live) and returns it with the other member', async () => {
    const [dad, friend] = [await member(), await member({ showLocation: false })];
    const ws = graphqlWsClient(app.url, { cookie: await cookieFor(app, friend), origin: app.url });
    const unread = collectSubscription(ws, 'subscription { unreadNotificationCount }');
    try {
      await unread.until(1);
      const body = await graphql(app, REQUEST, { userId: globalId('User', friend.id) }, await cookieFor(app, dad));
      const result = body.data.requestConnection;
      expect(result.__typename).toBe('MutationRequestConnectionSuccess');
      expect(result.data).toMatchObject({
        status: 'pending',
        requester: { username: dad.username },
        receiver: { username: friend.username, location: null },
        otherMember: { username: friend.username },
      });
      await unread.until(2);
      expect(unread.values).toEqual([
        { data: { unreadNotificationCount: 0 } },
        { data: { unreadNotificationCount: 1 } },
      ]);
    } finally {
      unread.unsubscribe();
      await ws.dispose();
    }
  });

  it('returns typed errors: not a user id, yourself, unknown member, already pending; a visitor is refused', async () => {
    const [dad, other] = [await member(), await member()];
    const cookie = await cookieFor(app, dad);
    const codeOf = async (userId: string, asWho = cookie) =>
      (await graphql(app, REQUEST, { userId }, asWho)).data?.requestConnection;
    expect(await codeOf(globalId('Post', other.id))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await codeOf(globalId('User', dad.id))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You cannot connect with yourself.',
    });
    expect(await codeOf(globalId('User', '0195f0c0-0000-7000-8000-000000000000'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await codeOf(globalId('User', other.id))).toMatchObject({ __typename: 'MutationRequestConnectionSuccess' });
    expect(await codeOf(globalId('User', other.id))).toMatchObject({ code: 'CONFLICT' });
    expect(await codeOf(globalId('User', dad.id), await cookieFor(app, other))).toMatchObject({ code: 'CONFLICT' });
    const visitor = await graphql(app, REQUEST, { userId: globalId('User', other.id) });
    expect(visitor.data?.requestConnection ?? visitor.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('Mutation.acceptConnection and declineConnection', () => {
  it('lets the receiver accept; the requester is notified; anyone else is FORBIDDEN', async () => {
    const [dad, friend, stranger] = [await member(), await member(), await member()];
    const request = await buildConnection(app.services.prisma, dad.id, friend.id, 'pending');
    const id = globalId('Connection', request.id);
    for (const who of [dad, stranger]) {
      const refused = (await graphql(app, ACCEPT, { id }, await cookieFor(app, who))).data.acceptConnection;
      expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    }
    const accepted = (await graphql(app, ACCEPT, { id }, await cookieFor(app, friend))).data.acceptConnection;
    expect(accepted.data).toMatchObject({
      id,
      databaseId: request.id,
      status: 'accepted',
      otherMember: { username: dad.username },
    });
    const notes = await app.services.prisma.notification.findMany({ where: { userId: dad.id } });
    expect(notes).toEqual([expect.objectContaining({ type: 'connection_accepted', actorId: friend.id })]);
    const again = (await graphql(app, DECLINE, { id }, await cookieFor(app, friend))).data.declineConnection;
    expect(again).toMatchObject({ code: 'CONFLICT' });
  });

  it('lets the receiver decline; an unknown id is NOT_FOUND and a wrong kind of id BAD_USER_INPUT', async () => {
    const [dad, other] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, dad.id, other.id, 'pending');
    const cookie = await cookieFor(app, other);
    const declined = (await graphql(app, DECLINE, { id: globalId('Connection', request.id) }, cookie)).data
      .declineConnection;
    expect(declined).toEqual({ __typename: 'MutationDeclineConnectionSuccess', data: { status: 'declined' } });
    const unknown = globalId('Connection', '0195f0c0-0000-7000-8000-000000000000');
    expect((await graphql(app, DECLINE, { id: unknown }, cookie)).data.declineConnection).toMatchObject({
      code: 'NOT_FOUND',
    });
    const wrongKind = globalId('User', dad.id);
    expect((await graphql(app, ACCEPT, { id: wrongKind }, cookie)).data.acceptConnection).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});

const CONNECTIONS = `query($first: Int, $after: String) {
  connections(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { status otherMember { username } } }
  }
}`;

describe('Query.connections and Query.suggestedConnections', () => {
  it("pages through the viewer's accepted connections, newest first, each with the other member", async () => {
    const dad = await member();
    const friends = [];
    for (let i = 0; i < 3; i += 1) {
      const friend = await member();
      const [requesterId, receiverId] = i % 2 ? [dad.id, friend.id] : [friend.id, dad.id];
      await app.services.prisma.connection.create({
        data: { requesterId, receiverId, status: 'accepted', createdAt: new Date(Date.now() - (3 - i) * 60_000) },
      });
      friends.push(friend);
    }
    await buildConnection(app.services.prisma, dad.id, (await member()).id, 'pending');
    const cookie = await cookieFor(app, dad);
    const page1 = (await graphql(app, CONNECTIONS, { first: 2 }, cookie)).data.connections;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: any) => e.node.otherMember.username)).toEqual([
      friends[2]!.username,
      friends[1]!.username,
    ]);
    const page2 = (await graphql(app, CONNECTIONS, { first: 2, after: page1.pageInfo.endCursor }, cookie)).data
      .connections;
    expect(page2.edges.map((e: any) => e.node.otherMember.username)).toEqual([friends[0]!.username]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect((await graphql(app, CONNECTIONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('suggests members the viewer is not linked with, best first, `first` of them', async () => {
    const dad = await member({ interests: ['zz-suggest-gql'] });
    const friend = await member();
    await buildConnection(app.services.prisma, dad.id, friend.id, 'accepted');
    const mutual = await member();
    await buildConnection(app.services.prisma, friend.id, mutual.id, 'accepted');
    const query = `query($first: Int) { suggestedConnections(first: $first) { member { id username } mutualConnectionCount sharedInterestCount } }`;
    const cookie = await cookieFor(app, dad);
    const list = (await graphql(app, query, { first: 2 }, cookie)).data.suggestedConnections;
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      member: { id: globalId('User', mutual.id), username: mutual.username },
      mutualConnectionCount: 1,
      sharedInterestCount: 0,
    });
    expect(list.map((s: any) => s.member.username)).not.toContain(friend.username);
    expect((await graphql(app, query, { first: 0 }, cookie)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(app, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
