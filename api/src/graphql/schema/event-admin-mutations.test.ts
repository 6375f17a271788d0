/**
 * Events over GraphQL: the listing and invitations queries, and every mutation of the event page, with the same
 * commands and refusals as /api (rest/event-*.test.ts), as AppError results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildUser,
  signedInMember,
  uniqueDigits,
} from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const word = () => `w${uniqueDigits()}`;

const refusal = (code: string, message: string) => ({ __typename: 'AppError', code, message });

/** A mutation answering an Event, with the error shape. */
const eventMutation = (name: string, args: string, params: string) => `mutation(${params}) {
  ${name}(${args}) {
    __typename
    ... on AppError { code message }
    ... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success { data { databaseId title viewerStatus attendeeCount waitlistPosition isFull maxAttendees meetingUrl } }
  }
}`;
const UPDATE = eventMutation('updateEvent', 'id: $id, input: $input', '$id: ID!, $input: UpdateEventInput!');
const LEAVE = eventMutation('leaveEvent', 'id: $id', '$id: ID!');
const WAITLIST = eventMutation('joinEventWaitlist', 'id: $id', '$id: ID!');
const ATTEND = eventMutation('attendEvent', 'id: $id', '$id: ID!');
const INVITE = eventMutation('inviteToEvent', 'id: $id, userIds: $userIds', '$id: ID!, $userIds: [ID!]!');
const ACCEPT = eventMutation('acceptEventInvitation', 'invitationId: $invitationId', '$invitationId: ID!');
const DECLINE = `mutation($invitationId: ID!) {
  declineEventInvitation(invitationId: $invitationId) { __typename ... on AppError { code message } ... on MutationDeclineEventInvitationSuccess { data { declinedInvitationId } } }
}`;
const DELETE = `mutation($id: ID!) {
  deleteEvent(id: $id) { __typename ... on AppError { code message } ... on MutationDeleteEventSuccess { data { deletedEventId } } }
}`;
const LINK = `mutation($id: ID!) {
  generateEventLink(id: $id) { __typename ... on AppError { code message } ... on MutationGenerateEventLinkSuccess { data { url } } }
}`;
const EVENTS = `query($tab: EventListTab, $search: String, $time: EventTimeFilter, $type: EventTypeFilter, $visibility: EventVisibilityFilter, $category: EventCategory, $timeZone: String, $first: Int, $after: String) {
  events(tab: $tab, search: $search, time: $time, type: $type, visibility: $visibility, category: $category, timeZone: $timeZone, first: $first, after: $after) {
    totalCount
    edges { cursor node { databaseId viewerStatus timeStatus(timeZone: $timeZone) } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function party(overrides: Parameters<typeof buildEvent>[2] = {}) {
  const [host, attendee, waiting, stranger] = [
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
  ];
  const event = await buildEvent(app.services.prisma, host.user.id, {
    title: 'Cookout',
    maxAttendees: 1,
    ...overrides,
  });
  await buildEventAttendee(app.services.prisma, event.id, attendee.user.id);
  await buildEventAttendee(app.services.prisma, event.id, waiting.user.id, { status: 'waiting' });
  return { event, id: globalId('Event', event.id), host, attendee, waiting, stranger };
}

describe('Query.events and Query.eventInvitations', () => {
  it('lists each tab with its totalCount and filters, paged forward', async () => {
    const { prisma } = app.services;
    const tag = word();
    const viewer = await signedInMember(app);
    const host = await signedInMember(app);
    const hosting = await buildEvent(prisma, viewer.user.id, {
      title: `Hosting ${tag}`,
      startDate: inDays(3),
      isVirtual: true,
    });
    const waiting = await buildEvent(prisma, host.user.id, {
      title: `Waiting ${tag}`,
      startDate: inDays(1),
      maxAttendees: 1,
    });
    await buildEventAttendee(prisma, waiting.id, viewer.user.id, { status: 'waiting' });
    const invited = await buildEvent(prisma, host.user.id, {
      title: `Invited ${tag}`,
      startDate: inDays(2),
      isPublic: false,
    });
    await prisma.eventInvitation.create({
      data: { eventId: invited.id, inviteeId: viewer.user.id, inviterId: host.user.id },
    });
    const past = await buildEvent(prisma, host.user.id, { title: `Past ${tag}`, startDate: inDays(-2) });
    await buildEvent(prisma, host.user.id, { title: `Secret ${tag}`, isPublic: false });

    const list = async (variables: Record<string, unknown>) => {
      const body = await graphql(app, EVENTS, { search: tag, ...variables }, viewer.cookie);
      expect(body.errors).toBeUndefined();
      return body.data.events;
    };
    const mine = await list({ tab: 'MINE' });
    expect(mine.totalCount).toBe(2);
    expect(mine.edges.map((e: any) => [e.node.databaseId, e.node.viewerStatus])).toEqual([
      [waiting.id, 'WAITING'],
      [hosting.id, 'HOST'],
    ]);
    expect((await list({ tab: 'INVITED' })).edges.map((e: any) => e.node.databaseId)).toEqual([invited.id]);
    const explore = await list({});
    expect(explore.totalCount).toBe(4);
    expect(explore.edges.map((e: any) => e.node.databaseId)).toEqual([waiting.id, invited.id, hosting.id, past.id]);
    expect(explore.edges.at(-1).node.timeStatus).toBe('PAST');
    expect((await list({ time: 'PAST' })).edges.map((e: any) => e.node.databaseId)).toEqual([past.id]);
    expect((await list({ type: 'VIRTUAL' })).edges.map((e: any) => e.node.databaseId)).toEqual([hosting.id]);
    expect((await list({ visibility: 'PRIVATE' })).totalCount).toBe(1);

    const first = await list({ first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ first: 2, after: first.pageInfo.endCursor });
    expect([...first.edges, ...second.edges].map((e: any) => e.node.databaseId)).toEqual(
      explore.edges.map((e: any) => e.node.databaseId),
    );
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a bad time zone and a bad cursor (BAD_USER_INPUT)', async () => {
    const { cookie } = await signedInMember(app);
    const zone = await graphql(app, EVENTS, { timeZone: 'Atlantis/Capital' }, cookie);
    expect(zone.errors?.[0]).toMatchObject({
      message: 'timeZone must be an IANA time zone, such as America/Chicago.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const cursor = await graphql(app, EVENTS, { after: 'nonsense' }, cookie);
    expect(cursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const search = await graphql(app, EVENTS, { search: 'x'.repeat(201) }, cookie);
    expect(search.errors?.[0]).toMatchObject({
      message: 'A search can be at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const backwards = await graphql(app, '{ events(last: 2) { totalCount } }', {}, cookie);
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'The events list pages forward only: use first and after.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("gives the viewer's pending invitations with the Invited badge's count", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const viewer = await signedInMember(app);
    for (let i = 0; i < 2; i += 1) {
      const event = await buildEvent(prisma, host.user.id, { isPublic: false });
      await prisma.eventInvitation.create({
        data: { eventId: event.id, inviteeId: viewer.user.id, inviterId: host.user.id },
      });
    }
    const body = await graphql(
      app,
      '{ eventInvitations(first: 1) { totalCount edges { node { status inviter { id } event { title viewerStatus } } } } }',
      {},
      viewer.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.eventInvitations.totalCount).toBe(2);
    expect(body.data.eventInvitations.edges[0].node).toMatchObject({
      status: 'pending',
      inviter: { id: globalId('User', host.user.id) },
      event: { viewerStatus: 'INVITED' },
    });
  });
});

describe('updateEvent, deleteEvent, generateEventLink: the host only', () => {
  it('edits, with the same validation as /api', async () => {
    const { id, host, attendee } = await party({ isVirtual: true, maxAttendees: 2 });
    const ok = await graphql(
      app,
      UPDATE,
      { id, input: { title: 'Cookout 2', meetingUrl: 'https://meet.example.com/c', maxAttendees: 3 } },
      host.cookie,
    );
    expect(ok.data.updateEvent).toMatchObject({
      __typename: 'MutationUpdateEventSuccess',
      data: { title: 'Cookout 2', meetingUrl: 'https://meet.example.com/c', maxAttendees: 3 },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'BAD_USER_INPUT', 'Please enter an event title.'],
      [{ startDate: null }, 'BAD_USER_INPUT', 'Please select a start date for the event.'],
      [{ meetingUrl: 'ftp://meet.example.com' }, 'BAD_USER_INPUT', 'The meeting link must be an https:// address.'],
      [{ maxAttendees: 0 }, 'BAD_USER_INPUT', 'maxAttendees must be a whole number from 1 to 100000.'],
      [{ endDate: '2000-01-01T00:00:00.000Z' }, 'BAD_USER_INPUT', 'The end date must not be before the start date.'],
      [{ imageUrl: 'https://elsewhere.example.com/x.png' }, 'BAD_USER_INPUT', 'Attach an image you uploaded.'],
      [
        { isVirtual: false, meetingUrl: 'https://meet.example.com/c' },
        'BAD_USER_INPUT',
        'A meeting link is only for virtual events.',
      ],
      [
        { startDate: '1999-12-31T00:00:00.000Z' },
        'BAD_USER_INPUT',
        'startDate must be a date between 2000-01-01 and 2099-12-31.',
      ],
    ];
    for (const [input, code, message] of cases) {
      expect((await graphql(app, UPDATE, { id, input }, host.cookie)).data.updateEvent).toEqual(refusal(code, message));
    }
    await buildEventAttendee(
      app.services.prisma,
      (await app.services.prisma.event.findFirstOrThrow({ where: { title: 'Cookout 2', creatorId: host.user.id } })).id,
      (await buildUser(app.services.prisma)).id,
    );
    expect((await graphql(app, UPDATE, { id, input: { maxAttendees: 1 } }, host.cookie)).data.updateEvent).toEqual(
      refusal('CONFLICT', 'This event already has 3 attendees: the limit cannot be lower.'),
    );
    expect((await graphql(app, UPDATE, { id, input: { title: 'Mine' } }, attendee.cookie)).data.updateEvent).toEqual(
      refusal('FORBIDDEN', 'Only the event host can do that.'),
    );
  });

  it('gives the host the link and deletes; others are refused', async () => {
    const { event, id, host, attendee, stranger } = await party({ isPublic: false });
    expect((await graphql(app, LINK, { id }, host.cookie)).data.generateEventLink).toEqual({
      __typename: 'MutationGenerateEventLinkSuccess',
      data: { url: `${app.services.config.publicUrl}/events/${event.id}` },
    });
    expect((await graphql(app, LINK, { id }, attendee.cookie)).data.generateEventLink).toEqual(
      refusal('FORBIDDEN', 'Only the event host can do that.'),
    );
    expect((await graphql(app, LINK, { id }, stranger.cookie)).data.generateEventLink).toEqual(
      refusal('NOT_FOUND', 'Event was not found.'),
    );
    expect((await graphql(app, DELETE, { id }, attendee.cookie)).data.deleteEvent).toEqual(
      refusal('FORBIDDEN', 'Only the event host can do that.'),
    );
    expect((await graphql(app, DELETE, { id }, stranger.cookie)).data.deleteEvent).toEqual(
      refusal('NOT_FOUND', 'Event was not found.'),
    );
    expect((await graphql(app, DELETE, { id }, host.cookie)).data.deleteEvent).toEqual({
      __typename: 'MutationDeleteEventSuccess',
      data: { deletedEventId: id },
    });
    expect(await app.services.prisma.event.findUnique({ where: { id: event.id } })).toBeNull();
  });
});

describe('attendEvent, joinEventWaitlist, leaveEvent', () => {
  it('waits, leaves, promotes; each refusal as /api', async () => {
    const { id, host, attendee, waiting, stranger } = await party();
    expect((await graphql(app, ATTEND, { id }, stranger.cookie)).data.attendEvent).toEqual(
      refusal('CONFLICT', 'This event is full: all 1 spot is taken.'),
    );
    expect((await graphql(app, WAITLIST, { id }, stranger.cookie)).data.joinEventWaitlist).toMatchObject({
      data: { viewerStatus: 'WAITING', waitlistPosition: 2 },
    });
    expect((await graphql(app, WAITLIST, { id }, stranger.cookie)).data.joinEventWaitlist).toEqual(
      refusal('CONFLICT', 'You are already on the waiting list for this event.'),
    );
    expect((await graphql(app, WAITLIST, { id }, attendee.cookie)).data.joinEventWaitlist).toEqual(
      refusal('CONFLICT', 'You are already attending this event.'),
    );
    expect((await graphql(app, WAITLIST, { id }, host.cookie)).data.joinEventWaitlist).toEqual(
      refusal('BAD_USER_INPUT', 'You are hosting this event, so you cannot join it as an attendee.'),
    );
    expect((await graphql(app, LEAVE, { id }, attendee.cookie)).data.leaveEvent).toMatchObject({
      data: { viewerStatus: 'NONE', attendeeCount: 1 },
    });
    expect((await graphql(app, LEAVE, { id }, attendee.cookie)).data.leaveEvent).toEqual(
      refusal('CONFLICT', 'You are not attending this event or on its waiting list.'),
    );
    const promoted = await graphql(app, '{ viewer { id } }', {}, waiting.cookie);
    expect(promoted.errors).toBeUndefined();
    expect(
      (
        await graphql(
          app,
          `query($id: ID!) { node(id: $id) { ... on Event { viewerStatus } } }`,
          { id },
          waiting.cookie,
        )
      ).data.node,
    ).toEqual({ viewerStatus: 'ATTENDING' });
    const open = await buildEvent(app.services.prisma, host.user.id);
    expect(
      (await graphql(app, WAITLIST, { id: globalId('Event', open.id) }, stranger.cookie)).data.joinEventWaitlist,
    ).toEqual(refusal('CONFLICT', 'This event still has places: attend it instead.'));
    const past = await buildEvent(app.services.prisma, host.user.id, { startDate: inDays(-1), maxAttendees: 1 });
    await buildEventAttendee(app.services.prisma, past.id, attendee.user.id);
    const pastId = globalId('Event', past.id);
    const ended = refusal('CONFLICT', 'This event has already taken place.');
    expect((await graphql(app, ATTEND, { id: pastId }, stranger.cookie)).data.attendEvent).toEqual(ended);
    expect((await graphql(app, WAITLIST, { id: pastId }, stranger.cookie)).data.joinEventWaitlist).toEqual(ended);
    expect((await graphql(app, LEAVE, { id: pastId }, attendee.cookie)).data.leaveEvent).toEqual(ended);
    const hidden = await buildEvent(app.services.prisma, host.user.id, { isPublic: false });
    expect(
      (await graphql(app, WAITLIST, { id: globalId('Event', hidden.id) }, stranger.cookie)).data.joinEventWaitlist,
    ).toEqual(refusal('NOT_FOUND', 'Event was not found.'));
  });

  it('answers null when the viewer leaves a private event they were not invited to', async () => {
    const { event, id, attendee } = await party({ isPublic: false });
    const body = await graphql(app, LEAVE, { id }, attendee.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.leaveEvent).toBeNull();
    expect(
      await app.services.prisma.eventAttendee.count({ where: { eventId: event.id, userId: attendee.user.id } }),
    ).toBe(0);
  });
});

describe('inviteToEvent, acceptEventInvitation, declineEventInvitation', () => {
  it('invites connections; the invitee accepts (attending, or waiting when full) or declines; only they answer', async () => {
    const { prisma } = app.services;
    const { event, id, host, attendee, stranger } = await party({ isPublic: false });
    const [friend, other] = [await signedInMember(app), await signedInMember(app)];
    for (const m of [friend, other]) await buildConnection(prisma, host.user.id, m.user.id);
    expect(
      (await graphql(app, INVITE, { id, userIds: [globalId('User', stranger.user.id)] }, host.cookie)).data
        .inviteToEvent,
    ).toEqual(refusal('BAD_USER_INPUT', 'You can only invite your connections.'));
    expect((await graphql(app, INVITE, { id, userIds: [friend.user.id] }, attendee.cookie)).data.inviteToEvent).toEqual(
      refusal('FORBIDDEN', 'Only the event host can do that.'),
    );
    expect((await graphql(app, INVITE, { id, userIds: [] }, host.cookie)).data.inviteToEvent).toEqual(
      refusal('BAD_USER_INPUT', 'Choose at least one connection to invite.'),
    );
    const ended = await buildEvent(prisma, host.user.id, { startDate: inDays(-1) });
    expect(
      (await graphql(app, INVITE, { id: globalId('Event', ended.id), userIds: [friend.user.id] }, host.cookie)).data
        .inviteToEvent,
    ).toEqual(refusal('CONFLICT', 'This event has already taken place.'));
    expect(
      (await graphql(app, INVITE, { id, userIds: [globalId('User', friend.user.id), other.user.id] }, host.cookie)).data
        .inviteToEvent,
    ).toMatchObject({
      __typename: 'MutationInviteToEventSuccess',
    });
    const [toFriend, toOther] = await Promise.all(
      [friend, other].map((m) =>
        prisma.eventInvitation.findFirstOrThrow({ where: { eventId: event.id, inviteeId: m.user.id } }),
      ),
    );
    const friendInvitation = globalId('EventInvitation', toFriend!.id);
    expect(
      (await graphql(app, ACCEPT, { invitationId: friendInvitation }, other.cookie)).data.acceptEventInvitation,
    ).toEqual(refusal('NOT_FOUND', 'That invitation was not found.'));
    expect(
      (await graphql(app, DECLINE, { invitationId: friendInvitation }, host.cookie)).data.declineEventInvitation,
    ).toEqual(refusal('NOT_FOUND', 'That invitation was not found.'));
    // Full (1 place, taken): accepting puts the friend on the waiting list.
    expect(
      (await graphql(app, ACCEPT, { invitationId: friendInvitation }, friend.cookie)).data.acceptEventInvitation,
    ).toMatchObject({
      data: { viewerStatus: 'WAITING', waitlistPosition: 2 },
    });
    expect(
      (await graphql(app, DECLINE, { invitationId: globalId('EventInvitation', toOther!.id) }, other.cookie)).data
        .declineEventInvitation,
    ).toEqual({
      __typename: 'MutationDeclineEventInvitationSuccess',
      data: { declinedInvitationId: globalId('EventInvitation', toOther!.id) },
    });
    expect(
      (await graphql(app, `query($id: String!) { event(databaseId: $id) { id } }`, { id: event.id }, other.cookie)).data
        .event,
    ).toBeNull();
    expect(
      (await graphql(app, ACCEPT, { invitationId: globalId('EventInvitation', toOther!.id) }, other.cookie)).data
        .acceptEventInvitation,
    ).toEqual(refusal('NOT_FOUND', 'That invitation was not found.'));
  });

  it('gives an event_invitation notification its pending invitation, at the same SQL cost for one or three, null once answered', async () => {
    const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { type targetId eventInvitation { id status event { databaseId title } } } } } }`;
    const invitee = await signedInMember(app);
    const hosts = [
      await party({ isPublic: false }),
      await party({ isPublic: false }),
      await party({ isPublic: false }),
    ];
    for (const { host } of hosts) await buildConnection(app.services.prisma, host.user.id, invitee.user.id);
    const inviteFrom = async ({ id, host }: (typeof hosts)[number]) =>
      expect(
        (await graphql(app, INVITE, { id, userIds: [invitee.user.id] }, host.cookie)).data.inviteToEvent.__typename,
      ).toBe('MutationInviteToEventSuccess');
    const read = async () => {
      const before = statements;
      const body = await graphql(app, NOTIFICATIONS, {}, invitee.cookie);
      return {
        cost: statements - before,
        nodes: body.data.notifications.edges.map((e: any) => e.node).filter((n: any) => n.type === 'event_invitation'),
      };
    };
    await inviteFrom(hosts[0]!);
    const one = await read();
    await inviteFrom(hosts[1]!);
    await inviteFrom(hosts[2]!);
    const three = await read();
    expect(three.cost).toBe(one.cost);
    // A private event's title reaches its invitee through the pending invitation.
    expect(three.nodes.map((n: any) => n.eventInvitation.event.databaseId).sort()).toEqual(
      hosts.map((h) => h.event.id).sort(),
    );
    expect(
      three.nodes.every(
        (n: any) =>
          n.eventInvitation.status === 'pending' &&
          n.eventInvitation.event.title === 'Cookout' &&
          n.eventInvitation.event.databaseId === n.targetId,
      ),
    ).toBe(true);

    const [accepted, declined] = three.nodes;
    expect(
      (await graphql(app, ACCEPT, { invitationId: accepted.eventInvitation.id }, invitee.cookie)).data
        .acceptEventInvitation.__typename,
    ).toBe('MutationAcceptEventInvitationSuccess');
    expect(
      (await graphql(app, DECLINE, { invitationId: declined.eventInvitation.id }, invitee.cookie)).data
        .declineEventInvitation.__typename,
    ).toBe('MutationDeclineEventInvitationSuccess');
    const after = (await read()).nodes;
    expect(after.filter((n: any) => n.eventInvitation !== null).map((n: any) => n.targetId)).toEqual([
      three.nodes[2].targetId,
    ]);
    // Nobody else's: the host's own notifications carry no invitation.
    const hostNodes = (await graphql(app, NOTIFICATIONS, {}, hosts[0]!.host.cookie)).data.notifications.edges.map(
      (e: any) => e.node,
    );
    expect(hostNodes.every((n: any) => n.eventInvitation === null)).toBe(true);
  });
});
