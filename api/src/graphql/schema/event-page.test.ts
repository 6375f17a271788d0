/**
 * The event page's query over GraphQL: the header with the viewer's standing (status, waiting list, full, ended,
 * time status, meeting link), the first page of attendees with their users, and the first page of the discussion
 * with its card counts. It costs the same SQL statements whatever the event's size; a private event shows itself
 * to its host, attendees and invitees only, and its discussion and link to its host and attendees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildPost, buildUser, signedInClient } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
const log: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: ({ query }) => {
      statements += 1;
      log.push(query);
    },
  });
});
afterAll(() => app.close());

const EVENT_PAGE = `query($id: String!) {
  event(databaseId: $id) {
    id databaseId title description location startDate endDate isVirtual isPublic imageUrl bannerUrl categories category
    maxAttendees createdAt attendeeCount isAttending isViewerCreator viewerStatus viewerCanManage waitlistPosition
    waitlistCount isFull hasEnded timeStatus(timeZone: "America/Chicago") meetingUrl
    creator { id firstName lastName username profileImageUrl }
    group { id name imageUrl }
    viewerInvitation { id status }
    attendees(first: 20) {
      totalCount
      edges { node { id databaseId status joinedAt user { id firstName lastName username profileImageUrl } } }
      pageInfo { hasNextPage endCursor }
    }
    posts(first: 10) {
      edges { node { id content fistBumpCount commentCount viewerHasFistBumped author { id firstName username } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const DAY = 24 * 60 * 60 * 1000;

/** A virtual event with `size` attendees and `size` posts, each post fist-bumped and commented once; one member waits. */
async function eventOf(size: number) {
  const { prisma } = app.services;
  const host = await buildUser(prisma);
  const event = await buildEvent(prisma, host.id, {
    startDate: new Date(Date.now() + 3 * DAY),
    isVirtual: true,
    maxAttendees: size,
    meetingUrl: 'https://meet.example.com/dads',
  });
  const attendees = [];
  for (let i = 0; i < size; i += 1) {
    const user = await buildUser(prisma);
    await buildEventAttendee(prisma, event.id, user.id, { createdAt: new Date(Date.now() - (size - i) * 1000) });
    attendees.push(user);
  }
  const waiting = await buildUser(prisma);
  await buildEventAttendee(prisma, event.id, waiting.id, { status: 'waiting' });
  for (let i = 0; i < size; i += 1) {
    const author = i === 0 ? host : attendees[i]!;
    const post = await buildPost(prisma, author.id, { eventId: event.id, content: `Post ${i}` });
    await prisma.fistBump.create({ data: { postId: post.id, userId: host.id } });
    await prisma.comment.create({ data: { postId: post.id, authorId: author.id, content: 'Nice' } });
  }
  return { host, event, attendees, waiting };
}

async function pageCost(viewer: { email: string }, eventId: string) {
  const cookie = await cookieFor(app, viewer);
  await graphql(app, '{ viewer { id } }', {}, cookie);
  const before = statements;
  const body = await graphql(app, EVENT_PAGE, { id: eventId }, cookie);
  const cost = statements - before;
  if (process.env.PEEK)
    console.log(
      log
        .slice(-cost)
        .map((q) => q.slice(0, 300))
        .join('\n---\n'),
    );
  expect(body.errors).toBeUndefined();
  return { cost, body };
}

describe('the event page query', () => {
  it('costs the same SQL statements with 2 attendees and posts as with 30', async () => {
    const small = await eventOf(2);
    const large = await eventOf(30);
    const smallCost = await pageCost(small.attendees[0]!, small.event.id);
    const largeCost = await pageCost(large.attendees[0]!, large.event.id);
    expect(smallCost.body.data.event).toMatchObject({
      attendeeCount: 2,
      isAttending: true,
      viewerStatus: 'ATTENDING',
      viewerCanManage: false,
      waitlistCount: 1,
      waitlistPosition: null,
      isFull: true,
      hasEnded: false,
      timeStatus: 'UPCOMING',
      meetingUrl: 'https://meet.example.com/dads',
      attendees: { totalCount: 2 },
    });
    const page = largeCost.body.data.event;
    expect(page.attendees.totalCount).toBe(30);
    expect(page.attendees.edges).toHaveLength(20);
    expect(page.attendees.edges[0].node).toMatchObject({ status: 'attending', user: { id: expect.any(String) } });
    expect(page.posts.edges).toHaveLength(10);
    expect(page.posts.edges[0].node).toMatchObject({ fistBumpCount: 1, commentCount: 1 });
    expect(largeCost.cost).toBe(smallCost.cost);
    // Session, visibility, the event with the viewer's rows, creator, attendees with users and count, the
    // waiting list, the discussion's access and page with authors.
    expect(smallCost.cost).toBeLessThanOrEqual(16);
  });

  it('shows a waiting member their place, and the host what only the host sees', async () => {
    const { host, event, waiting } = await eventOf(2);
    const asWaiting = await graphql(app, EVENT_PAGE, { id: event.id }, await cookieFor(app, waiting));
    expect(asWaiting.data.event).toMatchObject({
      viewerStatus: 'WAITING',
      waitlistPosition: 1,
      isAttending: false,
      meetingUrl: null,
      posts: null,
    });
    const asHost = await graphql(app, EVENT_PAGE, { id: event.id }, await cookieFor(app, host));
    expect(asHost.data.event).toMatchObject({
      viewerStatus: 'HOST',
      viewerCanManage: true,
      isViewerCreator: true,
      meetingUrl: 'https://meet.example.com/dads',
    });
    expect(asHost.data.event.posts.edges).toHaveLength(2);
  });

  it('shows a private event to its invitee (pending or accepted), not to a stranger or a declined invitee', async () => {
    const { prisma } = app.services;
    const host = await buildUser(prisma);
    const [invitee, accepted, declined, stranger] = [
      await buildUser(prisma),
      await buildUser(prisma),
      await buildUser(prisma),
      await buildUser(prisma),
    ];
    const event = await buildEvent(prisma, host.id, {
      isPublic: false,
      meetingUrl: 'https://meet.example.com/secret',
      isVirtual: true,
    });
    await buildPost(prisma, host.id, { eventId: event.id, content: 'Attendees only' });
    const invitation = await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: invitee.id, inviterId: host.id },
    });
    await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: accepted.id, inviterId: host.id, status: 'accepted' },
    });
    await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: declined.id, inviterId: host.id, status: 'declined' },
    });
    const seen = await graphql(app, EVENT_PAGE, { id: event.id }, await cookieFor(app, invitee));
    expect(seen.errors).toBeUndefined();
    expect(seen.data.event).toMatchObject({
      viewerStatus: 'INVITED',
      meetingUrl: null,
      posts: null,
      viewerInvitation: { status: 'pending' },
    });
    expect(seen.data.event.viewerInvitation.id).toBe(
      Buffer.from(`EventInvitation:${invitation.id}`).toString('base64'),
    );
    expect((await graphql(app, EVENT_PAGE, { id: event.id }, await cookieFor(app, accepted))).data.event).toMatchObject(
      { viewerStatus: 'NONE' },
    );
    for (const outsider of [declined, stranger]) {
      const hidden = await graphql(app, EVENT_PAGE, { id: event.id }, await cookieFor(app, outsider));
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data).toEqual({ event: null });
    }
    // The same rule over /api: 404, as for an event that does not exist.
    const response = await (await signedInClient(app, stranger)).get(`/api/events/${event.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Event was not found.' });
  });

  it("answers null for a malformed or unknown id, and a time status in the viewer's zone", async () => {
    const { prisma } = app.services;
    const viewer = await buildUser(prisma);
    const cookie = await cookieFor(app, viewer);
    expect((await graphql(app, EVENT_PAGE, { id: 'not-an-id' }, cookie)).data).toEqual({ event: null });
    expect((await graphql(app, EVENT_PAGE, { id: '01900000-0000-7000-8000-000000000000' }, cookie)).data).toEqual({
      event: null,
    });
    const past = await buildEvent(prisma, viewer.id, { startDate: new Date(Date.now() - 3 * DAY) });
    const status = `query($id: String!, $tz: String) { event(databaseId: $id) { timeStatus(timeZone: $tz) hasEnded } }`;
    expect((await graphql(app, status, { id: past.id, tz: 'Europe/Berlin' }, cookie)).data.event).toEqual({
      timeStatus: 'PAST',
      hasEnded: true,
    });
    const bad = await graphql(app, status, { id: past.id, tz: 'Mars/Olympus' }, cookie);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'timeZone must be an IANA time zone, such as America/Chicago.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
