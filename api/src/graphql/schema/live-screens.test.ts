/**
 * The live screens' subscriptions over graphql-ws (docs/live-events.md): connectionChanged, pendingEventInvitationCount,
 * groupChanged, eventChanged for an event's discussion and photos, dadfeedPostAdded and groupfeedPostAdded. Every
 * change is made on one API process and heard on another one sharing Redis, so each goes through the bus; the
 * subscribers' process counts its SQL statements per event; members who may not see what changed hear nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
} from '../../testing/factories.js';
import { cookieFor, globalId } from '../../testing/graphql.js';
import { subscribeWhenListening } from '../../testing/graphql-ws.js';
import { announceFeedPost } from '../../domain/feed/live.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where the changes are made. */
let writer: TestApp;
/** Where the subscribers are, counting its statements. */
let reader: TestApp;
let statements = 0;
beforeAll(async () => {
  writer = await createTestApp({ REDIS_URL });
  reader = await createTestApp(
    { REDIS_URL, REDIS_KEY_PREFIX: writer.config.redisKeyPrefix },
    { db: writer.db },
    {
      onQuery: () => {
        statements += 1;
      },
    },
  );
});
afterAll(async () => {
  await reader?.close();
  await writer?.close();
});

type Subscriber = Awaited<ReturnType<typeof subscribe>>;

/** Subscribes on the reader's process, then waits until the socket's server side listens. */
async function subscribe(user: { email: string }, query: string) {
  return subscribeWhenListening(reader.url, await cookieFor(reader, user), query);
}

async function closeAll(subscribers: Subscriber[]) {
  await Promise.all(subscribers.map((subscriber) => subscriber.close()));
}

/** Statements the reader's process runs while `act` runs and until `delivered` resolves. */
async function statementsFor(act: () => Promise<unknown>, delivered: () => Promise<unknown>): Promise<number> {
  statements = 0;
  await act();
  await delivered();
  return statements;
}

const users = async (n: number) => Promise.all(Array.from({ length: n }, () => buildUser(writer.services.prisma)));

/** A post's date `minutes` before now (after it, for a negative number). */
const minutesAgo = (minutes: number) => ({ createdAt: new Date(Date.now() - minutes * 60_000) });

const CONNECTION = 'subscription { connectionChanged { kind pendingRequestCount connection { status } } }';

describe('connectionChanged', () => {
  it('tells the receiver of a request and the sender of its acceptance, in one statement whatever others listen', async () => {
    const [asker, receiver, ...bystanders] = await users(5);
    const receiving = await subscribe(receiver!, CONNECTION);
    const others = await Promise.all(bystanders.map((user) => subscribe(user, CONNECTION)));
    let asking: Subscriber | undefined;
    try {
      let id = '';
      const cost = await statementsFor(
        async () => {
          const response = await (await signedInClient(writer, asker!)).post('/api/connections/request', {
            json: { receiverId: receiver!.id },
          });
          expect(response.status).toBe(201);
          id = ((await response.json()) as { id: string }).id;
        },
        () => receiving.stream.until(1),
      );
      expect(receiving.stream.values[0]).toEqual({
        data: { connectionChanged: { kind: 'REQUESTED', pendingRequestCount: 1, connection: { status: 'pending' } } },
      });
      // The receiver's count, read with his delivery; the three bystanders cost nothing.
      expect(cost).toBe(1);

      asking = await subscribe(asker!, CONNECTION);
      expect((await (await signedInClient(writer, receiver!)).patch(`/api/connections/${id}/accept`)).status).toBe(200);
      await asking.stream.until(1);
      expect(asking.stream.values[0]).toMatchObject({
        data: { connectionChanged: { kind: 'ACCEPTED', connection: { status: 'accepted' } } },
      });
      await receiving.stream.until(2);
      expect(receiving.stream.values[1]).toMatchObject({
        data: { connectionChanged: { kind: 'ACCEPTED', pendingRequestCount: 0 } },
      });
      for (const other of others) expect(other.stream.values).toEqual([]);
    } finally {
      await closeAll([receiving, ...others, ...(asking ? [asking] : [])]);
    }
  }, 60_000);

  it('keeps a decline from the one who asked', async () => {
    const [asker, receiver] = await users(2);
    const { id } = await buildConnection(writer.services.prisma, asker!.id, receiver!.id, 'pending');
    const [asking, receiving] = [await subscribe(asker!, CONNECTION), await subscribe(receiver!, CONNECTION)];
    try {
      expect((await (await signedInClient(writer, receiver!)).patch(`/api/connections/${id}/decline`)).status).toBe(
        200,
      );
      await receiving.stream.until(1);
      expect(receiving.stream.values[0]).toMatchObject({
        data: { connectionChanged: { kind: 'DECLINED', pendingRequestCount: 0 } },
      });
      expect(asking.stream.values).toEqual([]);
    } finally {
      await closeAll([asking, receiving]);
    }
  });
});

describe('pendingEventInvitationCount', () => {
  it('tells the invitee, and nobody else, when invited and when he answers', async () => {
    const { prisma } = writer.services;
    const [host, guest, outsider] = await users(3);
    await buildConnection(prisma, host!.id, guest!.id);
    await buildConnection(prisma, host!.id, outsider!.id);
    const event = await buildEvent(prisma, host!.id, { isPublic: false });
    const QUERY = 'subscription { pendingEventInvitationCount }';
    const [guesting, outside] = [await subscribe(guest!, QUERY), await subscribe(outsider!, QUERY)];
    try {
      const invited = await (await signedInClient(writer, host!)).post(`/api/events/${event.id}/invite`, {
        json: { userIds: [guest!.id] },
      });
      expect(invited.status).toBe(201);
      await guesting.stream.until(1);
      expect(guesting.stream.values[0]).toEqual({ data: { pendingEventInvitationCount: 1 } });
      const invitation = await prisma.eventInvitation.findFirstOrThrow({
        where: { eventId: event.id, inviteeId: guest!.id },
      });
      expect(
        (
          await (
            await signedInClient(writer, guest!)
          ).request('PATCH', `/api/events/invitations/${invitation.id}/decline`)
        ).status,
      ).toBe(204);
      await guesting.stream.until(2);
      expect(guesting.stream.values[1]).toEqual({ data: { pendingEventInvitationCount: 0 } });
      expect(outside.stream.values).toEqual([]);
    } finally {
      await closeAll([guesting, outside]);
    }
  });
});

const GROUP = (id: string) =>
  `subscription { groupChanged(id: "${id}") { name viewerRole viewerCanManage postsThisWeek } }`;

describe('groupChanged', () => {
  it("follows a member's promotion, the group's posts and his removal, which ends in null; an outsider cannot subscribe", async () => {
    const { prisma } = writer.services;
    const [creator, member, outsider] = await users(3);
    const group = await buildGroup(prisma, creator!.id, { isPublic: false, name: 'Night shift' }, [member!.id]);
    const id = globalId('Group', group.id);
    const [watching, outside] = [await subscribe(member!, GROUP(id)), await subscribe(outsider!, GROUP(id))];
    const managing = await signedInClient(writer, creator!);
    try {
      await outside.stream.until(1);
      expect(outside.stream.values).toEqual([
        { errors: [expect.objectContaining({ path: ['groupChanged'], extensions: { code: 'NOT_FOUND' } })] },
      ]);

      expect(
        (await managing.patch(`/api/groups/${group.id}/members/${member!.id}/role`, { json: { role: 'moderator' } }))
          .status,
      ).toBe(200);
      await watching.stream.until(1);
      expect(watching.stream.values[0]).toEqual({
        data: {
          groupChanged: { name: 'Night shift', viewerRole: 'moderator', viewerCanManage: false, postsThisWeek: 0 },
        },
      });

      expect(
        (await managing.post('/api/posts', { json: { content: 'Coffee at 3am', groupId: group.id } })).status,
      ).toBe(201);
      await watching.stream.until(2);
      expect(watching.stream.values[1]).toMatchObject({ data: { groupChanged: { postsThisWeek: 1 } } });

      expect((await managing.request('DELETE', `/api/groups/${group.id}/members/${member!.id}`)).status).toBe(204);
      await watching.stream.until(3);
      expect(watching.stream.values[2]).toEqual({ data: { groupChanged: null } });
    } finally {
      await closeAll([watching, outside]);
    }
  });

  it('reads the group once per subscriber and delivery: the same statements for each of them', async () => {
    const { prisma } = writer.services;
    const [creator, ...members] = await users(5);
    const group = await buildGroup(
      prisma,
      creator!.id,
      { isPublic: true },
      members.map((m) => m.id),
    );
    const id = globalId('Group', group.id);
    const one = [await subscribe(members[0]!, GROUP(id))];
    const managing = await signedInClient(writer, creator!);
    const all: Subscriber[] = [...one];
    try {
      const single = await statementsFor(
        () => managing.patch(`/api/groups/${group.id}/members/${members[0]!.id}/role`, { json: { role: 'moderator' } }),
        () => one[0]!.stream.until(1),
      );
      for (const member of members.slice(1)) all.push(await subscribe(member, GROUP(id)));
      const four = await statementsFor(
        () => managing.patch(`/api/groups/${group.id}/members/${members[0]!.id}/role`, { json: { role: 'member' } }),
        () => Promise.all(all.map((s, i) => s.stream.until(i === 0 ? 2 : 1))),
      );
      // The same for each subscriber (the process's own background work, a check every 30 s, may add one).
      expect(four).toBeGreaterThanOrEqual(single * 4);
      expect(four).toBeLessThanOrEqual(single * 4 + 1);
    } finally {
      await closeAll(all);
    }
  }, 60_000);
});

describe("eventChanged: an event's discussion and photos", () => {
  it("delivers a new post in the discussion to an attendee's page", async () => {
    const { prisma } = writer.services;
    const [host, attendee] = await users(2);
    const event = await buildEvent(prisma, host!.id, { isPublic: false });
    await buildEventAttendee(prisma, event.id, attendee!.id);
    const query = `subscription { eventChanged(id: "${globalId('Event', event.id)}") { posts(first: 5) { edges { node { content } } } } }`;
    const watching = await subscribe(attendee!, query);
    try {
      expect(
        (
          await (
            await signedInClient(writer, host!)
          ).post('/api/posts', { json: { content: 'Bring chairs', eventId: event.id } })
        ).status,
      ).toBe(201);
      await watching.stream.until(1);
      expect(watching.stream.values[0]).toEqual({
        data: { eventChanged: { posts: { edges: [{ node: { content: 'Bring chairs' } }] } } },
      });
    } finally {
      await watching.close();
    }
  });
});

const DADFEED = 'subscription { dadfeedPostAdded }';

describe('dadfeedPostAdded', () => {
  it("announces others' posts to the members whose Dadfeed has them, in one statement per process whatever their number", async () => {
    const [author, blocker, ...readers] = await users(7);
    expect((await (await signedInClient(writer, blocker!)).post(`/api/users/${author!.id}/block`)).status).toBeLessThan(
      300,
    );
    const subscribers = [
      await subscribe(author!, DADFEED),
      await subscribe(blocker!, DADFEED),
      await subscribe(readers[0]!, DADFEED),
    ];
    const writing = await signedInClient(writer, author!);
    const post = async (json: Record<string, unknown>) => {
      const response = await writing.post('/api/posts', { json });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    try {
      let first = '';
      const few = await statementsFor(
        async () => (first = await post({ content: 'First light on the smoker' })),
        () => subscribers[2]!.stream.until(1),
      );
      expect(subscribers[2]!.stream.values[0]).toEqual({ data: { dadfeedPostAdded: globalId('Post', first) } });
      expect(few).toBe(1);

      for (const reader of readers.slice(1)) subscribers.push(await subscribe(reader, DADFEED));
      let second = '';
      const many = await statementsFor(
        async () => (second = await post({ content: 'Brisket is resting' })),
        () => Promise.all(subscribers.slice(2).map((s, i) => s.stream.until(i === 0 ? 2 : 1))),
      );
      // One check for all six subscribers of this process (the author's own tab is not asked about).
      expect(many).toBe(1);
      for (const reader of subscribers.slice(3))
        expect(reader.stream.values).toEqual([{ data: { dadfeedPostAdded: globalId('Post', second) } }]);
      // The author hears nothing of his own posts; a member who blocked him nothing at all.
      expect(subscribers[0]!.stream.values).toEqual([]);
      expect(subscribers[1]!.stream.values).toEqual([]);
    } finally {
      await closeAll(subscribers);
    }
  }, 60_000);

  it("leaves out a private group's post shared to its author's feed for those outside the group", async () => {
    const { prisma } = writer.services;
    const [author, member, outsider] = await users(3);
    const group = await buildGroup(prisma, author!.id, { isPublic: false }, [member!.id]);
    const [inside, outside] = [await subscribe(member!, DADFEED), await subscribe(outsider!, DADFEED)];
    try {
      const response = await (await signedInClient(writer, author!)).post('/api/posts', {
        json: { content: 'Members only, shared', groupId: group.id, shareToPersonalFeed: true },
      });
      expect(response.status).toBe(201);
      await inside.stream.until(1);
      // A public post after it reaches both: once the outsider has it, the group's post would have come first.
      expect(
        (await (await signedInClient(writer, member!)).post('/api/posts', { json: { content: 'For everyone' } }))
          .status,
      ).toBe(201);
      await outside.stream.until(1);
      expect(outside.stream.values).toHaveLength(1);
      expect(inside.stream.values).toHaveLength(1);
    } finally {
      await closeAll([inside, outside]);
    }
  });

  it("tells a subscription made `after` a post of the feed's posts since, once each, before the new ones", async () => {
    const { prisma } = writer.services;
    const [author, reader, blocked] = await users(3);
    expect((await (await signedInClient(writer, reader!)).post(`/api/users/${blocked!.id}/block`)).status).toBeLessThan(
      300,
    );
    // Dated an hour ahead: the public posts of this file's other tests are on every member's Dadfeed too.
    const ahead = (minutes: number) => minutesAgo(minutes - 60);
    await buildPost(prisma, author!.id, ahead(10));
    const shown = await buildPost(prisma, author!.id, ahead(9));
    // Written without an event on the bus, as posts published while the subscription was being made are missed.
    const missed = [
      await buildPost(prisma, author!.id, ahead(8)),
      await buildPost(prisma, reader!.id, ahead(7)), // his own
      await buildPost(prisma, blocked!.id, ahead(6)), // by a member he blocked
      await buildPost(prisma, author!.id, ahead(5)),
    ];
    const told = (postId: string) => ({ data: { dadfeedPostAdded: globalId('Post', postId) } });
    const watching = await subscribe(
      reader!,
      `subscription { dadfeedPostAdded(after: "${globalId('Post', shown.id)}") }`,
    );
    try {
      await watching.stream.until(2);
      // The event of a post the catch-up found, heard late, is not told again; a new post is.
      announceFeedPost(writer.services.events, missed[3]!);
      const response = await (await signedInClient(writer, author!)).post('/api/posts', {
        json: { content: 'Told after the catch-up' },
      });
      expect(response.status).toBe(201);
      const fresh = ((await response.json()) as { id: string }).id;
      await watching.stream.until(3);
      expect(watching.stream.values).toEqual([told(missed[0]!.id), told(missed[3]!.id), told(fresh)]);
    } finally {
      await watching.close();
    }
  });

  it('refuses an `after` that is not a Post id', async () => {
    const [reader] = await users(1);
    const watching = await subscribe(
      reader!,
      `subscription { dadfeedPostAdded(after: "${globalId('User', reader!.id)}") }`,
    );
    try {
      await watching.stream.until(1);
      expect(JSON.stringify([...watching.stream.values, ...watching.stream.errors])).toContain(
        'Wrong kind of id: expected Post, got User.',
      );
    } finally {
      await watching.close();
    }
  });
});

const GROUPFEED = 'subscription { groupfeedPostAdded { postId groupId } }';

describe('groupfeedPostAdded', () => {
  /** Posts in the group as `author` (on the writer's process); returns the post's id. */
  const postIn = async (author: { email: string }, groupId: string, content: string) => {
    const response = await (await signedInClient(writer, author)).post('/api/posts', { json: { content, groupId } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const added = (postId: string, groupId: string) => ({
    data: { groupfeedPostAdded: { postId: globalId('Post', postId), groupId: globalId('Group', groupId) } },
  });
  /** Subscribes `member` to the Groupfeed's new posts after `postId`. */
  const subscribeAfter = (member: { email: string }, postId: string) =>
    subscribe(member, `subscription { groupfeedPostAdded(after: "${globalId('Post', postId)}") { postId groupId } }`);

  it("announces a group's post to its members, not to others nor the author, in one statement per process", async () => {
    const { prisma } = writer.services;
    const [author, member, another, outsider] = await users(4);
    const group = await buildGroup(prisma, author!.id, { isPublic: true }, [member!.id, another!.id]);
    const elsewhere = await buildGroup(prisma, author!.id, { isPublic: true }, [outsider!.id]);
    const [writing, inside, alsoInside, outside] = [
      await subscribe(author!, GROUPFEED),
      await subscribe(member!, GROUPFEED),
      await subscribe(another!, GROUPFEED),
      await subscribe(outsider!, GROUPFEED),
    ];
    // Reading the Dadfeed too: a group post not shared to its author's feed costs that feed no statement.
    const dadfeed = await subscribe(member!, DADFEED);
    const all = [writing, inside, alsoInside, outside, dadfeed];
    try {
      let first = '';
      const cost = await statementsFor(
        async () => (first = await postIn(author!, group.id, 'Who has a spare car seat?')),
        () => Promise.all([inside.stream.until(1), alsoInside.stream.until(1)]),
      );
      expect(cost).toBe(1);
      expect(inside.stream.values).toEqual([added(first, group.id)]);
      expect(alsoInside.stream.values).toEqual([added(first, group.id)]);

      // A post in the outsider's group reaches him: once he has it, the first would have come before.
      const second = await postIn(author!, elsewhere.id, 'Pickup game on Sunday');
      await outside.stream.until(1);
      expect(outside.stream.values).toEqual([added(second, elsewhere.id)]);
      expect(inside.stream.values).toHaveLength(1);
      expect(writing.stream.values).toEqual([]);
      expect(dadfeed.stream.values).toEqual([]);
    } finally {
      await closeAll(all);
    }
  }, 60_000);

  it('leaves out the posts of a group the viewer has left', async () => {
    const { prisma } = writer.services;
    const [author, member] = await users(2);
    const [left, kept] = [
      await buildGroup(prisma, author!.id, { isPublic: true }, [member!.id]),
      await buildGroup(prisma, author!.id, { isPublic: true }, [member!.id]),
    ];
    const watching = await subscribe(member!, GROUPFEED);
    try {
      expect((await (await signedInClient(writer, member!)).delete(`/api/groups/${left.id}/join`)).status).toBe(204);
      await postIn(author!, left.id, 'Only for those still here');
      const still = await postIn(author!, kept.id, 'For the other group');
      await watching.stream.until(1);
      expect(watching.stream.values).toEqual([added(still, kept.id)]);
    } finally {
      await watching.close();
    }
  });

  it("tells a subscription made `after` a post of the posts since in the viewer's groups only", async () => {
    const { prisma } = writer.services;
    const [author, member] = await users(2);
    const group = await buildGroup(prisma, author!.id, { isPublic: true }, [member!.id]);
    const elsewhere = await buildGroup(prisma, author!.id, { isPublic: true });
    const shown = await buildPost(prisma, author!.id, { groupId: group.id, ...minutesAgo(9) });
    const missed = await buildPost(prisma, author!.id, { groupId: group.id, ...minutesAgo(8) });
    await buildPost(prisma, author!.id, { groupId: elsewhere.id, ...minutesAgo(7) });
    await buildPost(prisma, author!.id, minutesAgo(6)); // on the Dadfeed, in no group
    const watching = await subscribeAfter(member!, shown.id);
    try {
      // A post after them: once it is told, the catch-up's would have come first.
      const last = await postIn(author!, group.id, 'Told after the catch-up');
      await watching.stream.until(2);
      expect(watching.stream.values).toEqual([added(missed.id, group.id), added(last, group.id)]);
    } finally {
      await watching.close();
    }
  });

  it('looks back a day at most, and not at all from a post that is gone', async () => {
    const { prisma } = writer.services;
    const [author, member] = await users(2);
    const group = await buildGroup(prisma, author!.id, { isPublic: true }, [member!.id]);
    const hoursAgo = (hours: number) => ({ groupId: group.id, ...minutesAgo(hours * 60) });
    const shown = await buildPost(prisma, author!.id, hoursAgo(30));
    await buildPost(prisma, author!.id, hoursAgo(26));
    const today = await buildPost(prisma, author!.id, hoursAgo(2));
    const gone = await buildPost(prisma, author!.id, hoursAgo(3));
    await prisma.post.delete({ where: { id: gone.id } });
    const [fromOld, fromGone] = [await subscribeAfter(member!, shown.id), await subscribeAfter(member!, gone.id)];
    try {
      // A post after them: once it is told, the catch-up's would have come first.
      const last = await postIn(author!, group.id, 'Told after the catch-up');
      await Promise.all([fromOld.stream.until(2), fromGone.stream.until(1)]);
      expect(fromOld.stream.values).toEqual([added(today.id, group.id), added(last, group.id)]);
      expect(fromGone.stream.values).toEqual([added(last, group.id)]);
    } finally {
      await Promise.all([fromOld.close(), fromGone.close()]);
    }
  });
});
