import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PENDING = `query($first: Int, $after: String) {
  pendingConnectionRequests(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id status createdAt requester { username } receiver { username } } }
  }
}`;

describe('Query.pendingConnectionRequests', () => {
  it('pages through the requests the viewer received, newest first, with the total', async () => {
    const viewer = await buildUser(app.services.prisma);
    const requesters = [];
    for (let i = 0; i < 3; i += 1) {
      const requester = await buildUser(app.services.prisma);
      await app.services.prisma.connection.create({
        data: { requesterId: requester.id, receiverId: viewer.id, createdAt: new Date(Date.now() - (3 - i) * 60_000) },
      });
      requesters.push(requester);
    }
    await buildConnection(app.services.prisma, viewer.id, (await buildUser(app.services.prisma)).id, 'pending');
    await buildConnection(app.services.prisma, (await buildUser(app.services.prisma)).id, viewer.id, 'accepted');
    const cookie = await cookieFor(app, viewer);

    const page1 = (await graphql(app, PENDING, { first: 2 }, cookie)).data.pendingConnectionRequests;
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.map((e: any) => e.node.requester.username)).toEqual([
      requesters[2]!.username,
      requesters[1]!.username,
    ]);
    expect(page1.edges[0].node).toMatchObject({ status: 'pending', receiver: { username: viewer.username } });

    const page2 = (await graphql(app, PENDING, { first: 2, after: page1.pageInfo.endCursor }, cookie)).data
      .pendingConnectionRequests;
    expect(page2.edges.map((e: any) => e.node.requester.username)).toEqual([requesters[0]!.username]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a visitor, and node() shows a connection to its two members only', async () => {
    expect((await graphql(app, PENDING)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [a, b, c] = [
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
    ];
    const connection = await buildConnection(app.services.prisma, a.id, b.id, 'pending');
    const query = 'query($id: ID!) { node(id: $id) { id ... on Connection { status } } }';
    const id = globalId('Connection', connection.id);
    expect((await graphql(app, query, { id }, await cookieFor(app, b))).data.node).toEqual({ id, status: 'pending' });
    // To anyone else, as an id that names nothing: null, no error.
    const other = await graphql(app, query, { id }, await cookieFor(app, c));
    expect(other.data.node).toBeNull();
    expect(other.errors).toBeUndefined();
  });
});

describe('Query.memberCount', () => {
  it('counts every member, for visitors too', async () => {
    const body = await graphql(app, '{ memberCount }');
    expect(body.data.memberCount).toBe(await app.services.prisma.user.count());
    const rest = await (await app.client().get('/api/users/count')).json();
    expect(rest).toEqual({ count: body.data.memberCount });
  });
});
