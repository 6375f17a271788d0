/**
 * The viewer's lists read together (./viewer-lists.ts) answer exactly as the domain's Prisma reads do: the same
 * rows, in the same order, with the same values. A selection the SQL does not cover (here a field that needs a
 * relation it does not read) makes the field ask Prisma instead, which gives the reference answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConnections } from '../domain/connections/list.js';
import { countPendingRequests } from '../domain/connections/pending.js';
import { suggestedMembers } from '../domain/connections/suggested.js';
import { loadViewerProfile } from '../domain/users/viewer.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildNotification,
  buildUser,
} from '../testing/factories.js';
import { cookieFor, graphql } from '../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => void statements++ });
});
afterAll(() => app.close());

async function buildDad() {
  const { prisma } = app.services;
  const dad = await buildUser(prisma, { interests: ['DIY', 'Cooking'], familyStructure: 'co_parenting' });
  const others = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      buildUser(prisma, { familyStructure: i % 2 ? 'co_parenting' : 'nuclear', interests: ['DIY'] }),
    ),
  );
  for (const other of others.slice(0, 4)) await buildConnection(prisma, dad.id, other.id, 'accepted');
  await buildConnection(prisma, others[4]!.id, dad.id, 'pending');
  for (const other of others.slice(0, 3))
    await buildGroup(prisma, other.id, { isPublic: other !== others[0] }, [dad.id]);
  for (const name of ['A', 'B', 'C']) {
    const channel = await prisma.channel.create({
      data: {
        name: `${name} ${dad.id.slice(-6)}`,
        description: 'Tips',
        categories: ['fix_it_tips', 'cooking_bbq'],
        creatorId: others[5]!.id,
      },
    });
    if (name !== 'C') await prisma.channelFollow.create({ data: { channelId: channel.id, userId: dad.id } });
  }
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
  await buildEvent(prisma, dad.id, { startDate: soon(4), isPublic: false });
  for (const days of [2, 6, -1])
    await buildEventAttendee(prisma, (await buildEvent(prisma, others[1]!.id, { startDate: soon(days) })).id, dad.id);
  await buildEvent(prisma, others[1]!.id, { startDate: soon(3) }); // not his
  for (const title of ['One', 'Two', 'Three'])
    await buildNotification(prisma, dad.id, { title, actorId: others[0]!.id });
  return { dad, cookie: await cookieFor(app, dad) };
}

/** Runs `query` and returns its data, failing on errors. */
async function read(query: string, cookie: string) {
  const body = await graphql(app, query, {}, cookie);
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe("the viewer's lists read together", () => {
  it('give the rows, order and values of the Prisma reads, in one statement for all of them', async () => {
    const { dad, cookie } = await buildDad();
    const lists = `
      myGroups(first: 2) { totalCount edges { node { role joinedAt group { id name isPublic memberCount } } } pageInfo { hasNextPage } }
      followedChannels(first: 5) { edges { node { followedAt channel { id name categories followerCount } } } }
      myUpcomingEvents(first: 4) { id title startDate isPublic }
      notifications(first: 2) { edges { node { id title isRead createdAt } } pageInfo { hasNextPage } }
      suggestedContent { channels { id name categories followerCount } }`;
    statements = 0;
    const together = await read(`{ ${lists} }`, cookie);
    // Session, the viewer's profile (for the channel suggestion; no viewer row to take it from here), the lists.
    expect(statements).toBe(3);
    // Each asks for a field the SQL does not read: Prisma answers, with a statement or more per list.
    const extended = lists
      .replace('memberCount }', 'memberCount viewerRole }')
      .replace('followerCount } } }', 'followerCount isFollowing } } }')
      .replace('isPublic }\n', 'isPublic attendeeCount }\n')
      .replace('createdAt } }', 'createdAt actor { username } } }')
      .replace('categories followerCount } }', 'categories followerCount isFollowing } }');
    expect(extended.match(/viewerRole|isFollowing|attendeeCount|actor/g)).toHaveLength(5);
    statements = 0;
    const prisma = await read(`{ ${extended} }`, cookie);
    expect(statements).toBeGreaterThan(6);
    const strip = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (key, v: unknown) =>
          ['viewerRole', 'isFollowing', 'attendeeCount', 'actor'].includes(key) ? undefined : v,
        ),
      );
    expect(strip(prisma)).toEqual(together);

    expect(together.myGroups).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(
      together.followedChannels.edges.map(
        (e: { node: { channel: { categories: string[] } } }) => e.node.channel.categories,
      ),
    ).toEqual([
      ['fix_it_tips', 'cooking_bbq'],
      ['fix_it_tips', 'cooking_bbq'],
    ]);
    expect(together.myUpcomingEvents).toHaveLength(3);
    expect(together.suggestedContent.channels).toEqual([expect.objectContaining({ name: `C ${dad.id.slice(-6)}` })]);
  });

  it('connections, suggestions and the pending count agree with the domain reads /api uses', async () => {
    const { dad, cookie } = await buildDad();
    const data = await read(
      `{ connections(first: 3) { totalCount edges { node { id otherMember { databaseId familyStructure } } } }
         suggestedConnections(first: 2) { mutualConnectionCount sharedInterestCount member { databaseId familyStructure } }
         pendingConnectionRequests(first: 1) { totalCount } }`,
      cookie,
    );
    const { prisma } = app.services;
    const expected = (await listConnections(prisma, dad.id, 3)).map((c) => ({
      id: expect.any(String),
      otherMember: {
        databaseId: (c.requesterId === dad.id ? c.receiver : c.requester).id,
        familyStructure: expect.any(String),
      },
    }));
    expect(data.connections.totalCount).toBe(4);
    expect(data.connections.edges.map((e: { node: unknown }) => e.node)).toEqual(expected);
    // Enum values come back in GraphQL's spelling, not the database's dashes.
    expect(
      data.connections.edges.map(
        (e: { node: { otherMember: { familyStructure: string } } }) => e.node.otherMember.familyStructure,
      ),
    ).toEqual(expect.arrayContaining(['co_parenting', 'nuclear']));
    const suggested = await suggestedMembers(prisma, await loadViewerProfile(prisma, dad.id), 2);
    expect(data.suggestedConnections).toEqual(
      suggested.map((s) => ({
        mutualConnectionCount: s.mutualConnections,
        sharedInterestCount: s.sharedInterests,
        member: { databaseId: s.member.id, familyStructure: s.member.familyStructure },
      })),
    );
    expect(data.pendingConnectionRequests.totalCount).toBe(await countPendingRequests(prisma, dad.id));
  });
});
