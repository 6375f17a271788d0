/**
 * The signed-in home page's whole load, exactly as the web app sends it: GET /api/auth/user, the page's
 * one query (its text taken from the web app's Relay artifact) and the live unread count, for a member with a bit
 * of everything the page shows. The load costs at most 15 SQL statements, session lookups included, and writes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../db/prisma.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildNotification,
  buildPost,
  buildUser,
  signedInClient,
} from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { webOperation } from '../testing/web-operations.js';

/** A statement that changes data: INSERT, UPDATE, DELETE (a row lock, `FOR NO KEY UPDATE`, is not one). */
function isWrite(sql: string): boolean {
  const text = sql.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return (
    /^\s*(insert|update|delete|merge|truncate)\b/i.test(text) ||
    /\b(insert\s+into|delete\s+from|merge\s+into)\b/i.test(text) ||
    /\bupdate\s+("?\w+"?\.)?"?\w+"?(\s+(as\s+)?\w+)?\s+set\b/i.test(text)
  );
}

let app: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: ({ query }) => void statements.push(query) });
});
afterAll(() => app.close());

/** A member with something in every widget: posts (a poll, a group post), groups, channels, events, friends, news. */
async function buildBusyDad(prisma: DbClient) {
  // A stale stored score: loading the page must show it, not recompute it.
  const dad = await buildUser(prisma, { interests: ['DIY', 'Cooking'], dadScore: 7 });
  const friends = await Promise.all(Array.from({ length: 7 }, () => buildUser(prisma)));
  const [asker, stranger] = await Promise.all([buildUser(prisma), buildUser(prisma, { interests: ['DIY'] })]);
  for (const friend of friends) await buildConnection(prisma, friend.id, dad.id, 'accepted');
  await buildConnection(prisma, asker.id, dad.id, 'pending');

  const own = await buildGroup(prisma, dad.id, { name: `Grill Dads ${dad.id.slice(-6)}` });
  const groups = [own];
  for (const [i, friend] of friends.slice(0, 3).entries()) {
    groups.push(
      await buildGroup(prisma, friend.id, { name: `Crew ${i} ${dad.id.slice(-6)}`, isPublic: i !== 2 }, [dad.id]),
    );
  }

  await buildPost(prisma, dad.id, {
    content: 'Brisket or ribs?',
    poll: {
      create: {
        question: 'Which?',
        options: {
          create: [
            { text: 'Brisket', position: 0 },
            { text: 'Ribs', position: 1 },
          ],
        },
      },
    },
  });
  await buildPost(prisma, dad.id, { content: 'Shared from the group', groupId: own.id, shareToPersonalFeed: true });
  await buildPost(prisma, friends[0]!.id, { content: 'Crew only', groupId: groups[1]!.id });
  for (const friend of friends.slice(0, 4)) {
    const post = await buildPost(prisma, friend.id, { content: `New deck, ${friend.username}` });
    await prisma.comment.create({ data: { postId: post.id, authorId: dad.id, content: 'Looks great' } });
    await prisma.fistBump.create({ data: { postId: post.id, userId: dad.id } });
  }

  const followed = await Promise.all(
    ['Fix-It Friday', 'Tool Talk'].map((name) =>
      prisma.channel.create({
        data: {
          name: `${name} ${dad.id.slice(-6)}`,
          description: 'Tips',
          categories: ['fix_it_tips'],
          creatorId: friends[0]!.id,
        },
      }),
    ),
  );
  for (const channel of followed)
    await prisma.channelFollow.create({ data: { channelId: channel.id, userId: dad.id } });
  await prisma.channel.create({
    data: {
      name: `Smoke & Sear ${dad.id.slice(-6)}`,
      description: 'BBQ',
      categories: ['cooking_bbq'],
      creatorId: stranger.id,
    },
  });

  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  for (const days of [3, 9])
    await buildEventAttendee(
      prisma,
      (await buildEvent(prisma, friends[1]!.id, { startDate: inDays(days) })).id,
      dad.id,
    );
  await buildEvent(prisma, dad.id, { startDate: inDays(5), isPublic: false });
  await buildEventAttendee(prisma, (await buildEvent(prisma, friends[2]!.id, { startDate: inDays(-2) })).id, dad.id);

  for (const [i, title] of ['Welcome', 'New fist bump', 'New comment', 'Connection request'].entries()) {
    await buildNotification(prisma, dad.id, { title, isRead: i < 2 });
  }
  return { dad, stranger };
}

describe("the signed-in home page's load", () => {
  it('is GET /api/auth/user, one query and the live count: at most 15 statements, none of them a write', async () => {
    const { dad, stranger } = await buildBusyDad(app.services.prisma);
    const client = await signedInClient(app, dad);
    const [homeQuery, unreadSubscription] = await Promise.all([
      webOperation('HomeScreenQuery'),
      webOperation('useUnreadNotificationCountSubscription'),
    ]);

    statements.length = 0;
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    const response = await client.post(
      '/graphql',
      { json: { query: homeQuery, variables: {} } },
      { accept: 'application/graphql-response+json, application/json' },
    );
    const { data, errors } = (await response.json()) as { data: Home; errors?: unknown[] };
    const socket = graphqlWsClient(app.url, { cookie: client.cookieHeader(), origin: app.url });
    const live = collectSubscription(socket, unreadSubscription);
    try {
      await live.until(1);
    } finally {
      live.unsubscribe();
      await socket.dispose();
    }
    const load = [...statements];

    expect(response.status).toBe(200);
    expect(errors).toBeUndefined();
    expect(live.values).toEqual([{ data: { unreadNotificationCount: 2 } }]);
    expect(load.length, load.join('\n\n')).toBeLessThanOrEqual(15);
    expect(load.filter(isWrite)).toEqual([]);
    // The viewer's stats are counted once, though the badge and the lists' totals all ask.
    expect(load.filter((sql) => sql.includes('FROM "Comment" c WHERE c."authorId"'))).toHaveLength(1);

    // What the widgets show: the shell's counts, the Dad Score as stored, every list.
    expect(data.viewer).toMatchObject({
      username: dad.username,
      isProfileComplete: true,
      dadScore: 7,
      stats: { posts: 2, connections: 7, groups: 4, events: 3 },
    });
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).toMatchObject({ dadScore: 7 });
    expect(data.unreadNotificationCount).toBe(2);
    expect(data.pendingConnectionRequests.totalCount).toBe(1);
    expect(data.jokeOfTheDay).toEqual(expect.any(String));
    expect(data.myUpcomingEvents).toHaveLength(3);
    expect(data.myGroups.totalCount).toBe(4);
    expect(data.myGroups.edges.map((e) => e.node.group.name)).toHaveLength(3);
    expect(data.myGroups.edges[0]!.node.group.memberCount).toBeGreaterThanOrEqual(1);
    expect(data.followedChannels.edges.map((e) => e.node.channel.followerCount)).toEqual([1, 1]);
    expect(data.suggestedContent.channels.map((c) => c.name)).toEqual([expect.stringMatching(/^Smoke & Sear/)]);
    expect(data.connections.totalCount).toBe(7);
    expect(data.connections.edges).toHaveLength(6);
    expect(data.suggestedConnections.map((s) => s.member.databaseId)).toContain(stranger.id);
    expect(data.notifications.edges.map((e) => e.node.title)).toEqual([
      'Connection request',
      'New comment',
      'New fist bump',
    ]);
    const posts = data.dadfeed.edges.map((e) => e.node);
    expect(posts.map((p) => p.content)).toEqual(expect.arrayContaining(['Brisket or ribs?', 'Shared from the group']));
    expect(posts.find((p) => p.content === 'Brisket or ribs?')?.poll?.options).toHaveLength(2);
    expect(posts.map((p) => p.content)).not.toContain('Crew only');
  });

  it('answers the rest of the page when one widget fails', async () => {
    const { dad } = await buildBusyDad(app.services.prisma);
    const client = await signedInClient(app, dad);
    // A page of notifications both after and before a cursor is refused: that field alone is null, with its error.
    const { body } = await client.graphql<{
      notifications: null;
      myGroups: { totalCount: number };
      jokeOfTheDay: string;
    }>(
      '{ notifications(first: 3, after: "a", before: "b") { edges { node { id } } } myGroups(first: 3) { totalCount } jokeOfTheDay }',
    );
    expect(body.data).toMatchObject({
      notifications: null,
      myGroups: { totalCount: 4 },
      jokeOfTheDay: expect.any(String),
    });
    expect(body.errors).toHaveLength(1);
  });
});

/** The parts of the answer the test looks at (the web app reads them through its fragments). */
interface Home {
  viewer: { username: string; isProfileComplete: boolean; dadScore: number; stats: Record<string, number> };
  unreadNotificationCount: number;
  pendingConnectionRequests: { totalCount: number };
  jokeOfTheDay: string;
  myUpcomingEvents: unknown[];
  myGroups: { totalCount: number; edges: { node: { group: { name: string; memberCount: number } } }[] };
  followedChannels: { edges: { node: { channel: { followerCount: number } } }[] };
  suggestedContent: { channels: { name: string }[] };
  connections: { totalCount: number; edges: unknown[] };
  suggestedConnections: { member: { databaseId: string } }[];
  notifications: { edges: { node: { title: string } }[] };
  dadfeed: { edges: { node: { content: string; poll: { options: unknown[] } | null } }[] };
}
