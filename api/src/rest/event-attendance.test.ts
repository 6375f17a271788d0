/**
 * Taking part in events over /api: attending, the waiting list, leaving (with the waiting list's promotion and
 * its notification), and answering invitations. Every refusal has its status and message and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildUser,
  signedInMember,
  TEST_PASSWORD,
} from '../testing/factories.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const NO_SUCH_EVENT = '01900000-0000-7000-8000-000000000000';

const statusOf = async (eventId: string, userId: string) =>
  (await app.services.prisma.eventAttendee.findUnique({ where: { eventId_userId: { eventId, userId } } }))?.status ??
  null;

describe('visitors', () => {
  it.each([
    ['POST', `/api/events/${NO_SUCH_EVENT}/waitlist`],
    ['POST', `/api/events/${NO_SUCH_EVENT}/unattend`],
    ['PATCH', `/api/events/invitations/${NO_SUCH_EVENT}/accept`],
    ['PATCH', `/api/events/invitations/${NO_SUCH_EVENT}/decline`],
  ])('%s %s answers 401', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/events/:id/attend', () => {
  it('refuses a past event (409), a full one (409), the host (400), a hidden or unknown one (404), a malformed id (400)', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    const past = await buildEvent(prisma, host.user.id, { startDate: inDays(-2), endDate: inDays(-2) });
    await refused(await client.post(`/api/events/${past.id}/attend`), 409, 'This event has already taken place.');
    // Started yesterday, ends tomorrow: still open.
    const running = await buildEvent(prisma, host.user.id, { startDate: inDays(-1), endDate: inDays(1) });
    expect((await client.post(`/api/events/${running.id}/attend`)).status).toBe(200);
    const full = await buildEvent(prisma, host.user.id, { maxAttendees: 1, startDate: inDays(2) });
    await buildEventAttendee(prisma, full.id, (await buildUser(prisma)).id);
    await refused(await client.post(`/api/events/${full.id}/attend`), 409, 'This event is full: all 1 spot is taken.');
    await refused(
      await host.client.post(`/api/events/${full.id}/attend`),
      400,
      'You are hosting this event, so you cannot join it as an attendee.',
    );
    const hidden = await buildEvent(prisma, host.user.id, { isPublic: false });
    await refused(await client.post(`/api/events/${hidden.id}/attend`), 404, 'Event was not found.');
    await refused(await client.post(`/api/events/${NO_SUCH_EVENT}/attend`), 404, 'Event was not found.');
    await refused(await client.post('/api/events/nope/attend'), 400, 'That event id is not valid.');
    for (const id of [past.id, full.id, hidden.id]) expect(await statusOf(id, user.id)).toBeNull();
  });

  it('lets an invitee attend a private event, which answers their invitation', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { isPublic: false });
    const invitation = await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: user.id, inviterId: host.user.id },
    });
    const response = await client.post(`/api/events/${event.id}/attend`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      isAttending: true,
      viewerStatus: 'attending',
      attendeeCount: 1,
    });
    expect((await prisma.eventInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).status).toBe('accepted');
  });
});

describe('POST /api/events/:id/waitlist', () => {
  it("puts a member on a full event's waiting list, in order, and shows their place", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { maxAttendees: 1, startDate: inDays(2) });
    await buildEventAttendee(prisma, event.id, (await buildUser(prisma)).id);
    const [first, second] = [await signedInMember(app), await signedInMember(app)];
    const response = await first.client.post(`/api/events/${event.id}/waitlist`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      isAttending: false,
      viewerStatus: 'waiting',
      attendeeCount: 1,
      isFull: true,
    });
    expect((await second.client.post(`/api/events/${event.id}/waitlist`)).status).toBe(200);
    expect(await (await second.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      viewerStatus: 'waiting',
      waitlistPosition: 2,
      waitlistCount: 2,
      attendeeCount: 1,
    });
    expect(await (await first.client.get(`/api/events/${event.id}`)).json()).toMatchObject({ waitlistPosition: 1 });
  });

  it('refuses an event with places (409), a member already waiting or attending (409), the host (400), a past event (409)', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    const open = await buildEvent(prisma, host.user.id, { maxAttendees: 5 });
    await refused(
      await client.post(`/api/events/${open.id}/waitlist`),
      409,
      'This event still has places: attend it instead.',
    );
    const unlimited = await buildEvent(prisma, host.user.id);
    await refused(
      await client.post(`/api/events/${unlimited.id}/waitlist`),
      409,
      'This event still has places: attend it instead.',
    );
    const full = await buildEvent(prisma, host.user.id, { maxAttendees: 1 });
    await buildEventAttendee(prisma, full.id, (await buildUser(prisma)).id);
    expect((await client.post(`/api/events/${full.id}/waitlist`)).status).toBe(200);
    await refused(
      await client.post(`/api/events/${full.id}/waitlist`),
      409,
      'You are already on the waiting list for this event.',
    );
    await refused(
      await host.client.post(`/api/events/${full.id}/waitlist`),
      400,
      'You are hosting this event, so you cannot join it as an attendee.',
    );
    const attended = await buildEvent(prisma, host.user.id, { maxAttendees: 1 });
    await buildEventAttendee(prisma, attended.id, user.id);
    await refused(
      await client.post(`/api/events/${attended.id}/waitlist`),
      409,
      'You are already attending this event.',
    );
    const past = await buildEvent(prisma, host.user.id, { maxAttendees: 1, startDate: inDays(-1) });
    await buildEventAttendee(prisma, past.id, (await buildUser(prisma)).id);
    await refused(await client.post(`/api/events/${past.id}/waitlist`), 409, 'This event has already taken place.');
    expect(await statusOf(open.id, user.id)).toBeNull();
    expect(await statusOf(past.id, user.id)).toBeNull();
    // Attend while waiting: still full, so still refused, and still waiting.
    await refused(await client.post(`/api/events/${full.id}/attend`), 409, 'This event is full: all 1 spot is taken.');
    expect(await statusOf(full.id, user.id)).toBe('waiting');
  });
});

describe('POST /api/events/:id/unattend', () => {
  it('frees the place for the first waiting member, who is notified, in the same transaction', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const leaver = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, {
      maxAttendees: 2,
      startDate: inDays(2),
      title: 'Pancake Hoops',
    });
    await buildEventAttendee(prisma, event.id, leaver.user.id);
    await buildEventAttendee(prisma, event.id, (await buildUser(prisma)).id);
    const [first, second] = [await signedInMember(app), await signedInMember(app)];
    await buildEventAttendee(prisma, event.id, second.user.id, {
      status: 'waiting',
      createdAt: new Date(Date.now() - 1000),
    });
    await buildEventAttendee(prisma, event.id, first.user.id, {
      status: 'waiting',
      createdAt: new Date(Date.now() - 5000),
    });

    const response = await leaver.client.post(`/api/events/${event.id}/unattend`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      isAttending: false,
      viewerStatus: 'none',
      attendeeCount: 2,
    });
    expect(await statusOf(event.id, leaver.user.id)).toBeNull();
    expect(await statusOf(event.id, first.user.id)).toBe('attending');
    expect(await statusOf(event.id, second.user.id)).toBe('waiting');
    const notifications = await prisma.notification.findMany({ where: { targetId: event.id, type: 'event' } });
    expect(
      notifications.map((n) => ({ userId: n.userId, title: n.title, message: n.message, targetType: n.targetType })),
    ).toEqual([
      {
        userId: first.user.id,
        title: "You're in!",
        message: 'A place opened up at Pancake Hoops.',
        targetType: 'event',
      },
    ]);
    expect(await (await first.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      viewerStatus: 'attending',
      isAttending: true,
      waitlistPosition: null,
    });
    expect(await (await second.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      waitlistPosition: 1,
      waitlistCount: 1,
    });
  });

  it('also frees the places of a member who deletes their account: the first waiting member takes each, notified', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const leaver = await signedInMember(app);
    const full = await buildEvent(prisma, host.user.id, {
      maxAttendees: 1,
      startDate: inDays(3),
      title: 'Dawn Patrol',
    });
    const roomy = await buildEvent(prisma, host.user.id, { maxAttendees: 5, startDate: inDays(3) });
    const over = await buildEvent(prisma, host.user.id, { maxAttendees: 1, startDate: inDays(-3) });
    for (const event of [full, roomy, over]) await buildEventAttendee(prisma, event.id, leaver.user.id);
    const waiting = await signedInMember(app);
    await buildEventAttendee(prisma, full.id, waiting.user.id, { status: 'waiting' });
    await buildEventAttendee(prisma, over.id, waiting.user.id, { status: 'waiting' });

    const response = await leaver.client.request('DELETE', '/api/users/me', { json: { password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await statusOf(full.id, waiting.user.id)).toBe('attending');
    // A past event's list stays as it was: its attendance is the record.
    expect(await statusOf(over.id, waiting.user.id)).toBe('waiting');
    const notified = await prisma.notification.findMany({ where: { userId: waiting.user.id, type: 'event' } });
    expect(notified.map((n) => [n.title, n.message, n.targetId])).toEqual([
      ["You're in!", 'A place opened up at Dawn Patrol.', full.id],
    ]);
  });

  it('leaves the waiting list (nobody is promoted); 409 when on neither list, or once the event is over', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { maxAttendees: 1 });
    await buildEventAttendee(prisma, event.id, (await buildUser(prisma)).id);
    await buildEventAttendee(prisma, event.id, user.id, { status: 'waiting' });
    const other = await buildUser(prisma);
    await buildEventAttendee(prisma, event.id, other.id, { status: 'waiting' });
    expect((await client.post(`/api/events/${event.id}/unattend`)).status).toBe(200);
    expect(await statusOf(event.id, other.id)).toBe('waiting');
    await refused(
      await client.post(`/api/events/${event.id}/unattend`),
      409,
      'You are not attending this event or on its waiting list.',
    );
    const past = await buildEvent(prisma, host.user.id, { startDate: inDays(-3) });
    await buildEventAttendee(prisma, past.id, user.id);
    await refused(await client.post(`/api/events/${past.id}/unattend`), 409, 'This event has already taken place.');
    expect(await statusOf(past.id, user.id)).toBe('attending');
    await refused(await client.post(`/api/events/${NO_SUCH_EVENT}/unattend`), 404, 'Event was not found.');
  });
});

describe('PATCH /api/events/invitations/:id/accept and /decline', () => {
  async function invited(overrides: { maxAttendees?: number; isPublic?: boolean; startDate?: Date } = {}) {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const guest = await signedInMember(app);
    await buildConnection(prisma, host.user.id, guest.user.id);
    const event = await buildEvent(prisma, host.user.id, { isPublic: false, startDate: inDays(3), ...overrides });
    const invitation = await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: guest.user.id, inviterId: host.user.id },
    });
    return { host, guest, event, invitation };
  }

  it('accepting makes the invitee attend, answering the event page', async () => {
    const { guest, event, invitation } = await invited();
    const response = await guest.client.patch(`/api/events/invitations/${invitation.id}/accept`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      viewerStatus: 'attending',
      isAttending: true,
      attendeeCount: 1,
      invitation: null,
    });
    expect((await app.services.prisma.eventInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).status).toBe(
      'accepted',
    );
  });

  it('accepting a full event puts the invitee on the waiting list, and says so', async () => {
    const { guest, event, invitation } = await invited({ maxAttendees: 1 });
    await buildEventAttendee(app.services.prisma, event.id, (await buildUser(app.services.prisma)).id);
    const response = await guest.client.patch(`/api/events/invitations/${invitation.id}/accept`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      viewerStatus: 'waiting',
      waitlistPosition: 1,
      isAttending: false,
      isFull: true,
    });
  });

  it('refuses anyone but the invitee (404), an answered invitation (404), a past event (409, still pending)', async () => {
    const { host, guest, invitation, event } = await invited();
    const stranger = await signedInMember(app);
    for (const client of [host.client, stranger.client]) {
      await refused(
        await client.patch(`/api/events/invitations/${invitation.id}/accept`),
        404,
        'That invitation was not found.',
      );
      await refused(
        await client.patch(`/api/events/invitations/${invitation.id}/decline`),
        404,
        'That invitation was not found.',
      );
    }
    await refused(
      await guest.client.patch('/api/events/invitations/nope/accept'),
      400,
      'That invitation id is not valid.',
    );
    expect(await statusOf(event.id, guest.user.id)).toBeNull();
    expect((await guest.client.patch(`/api/events/invitations/${invitation.id}/decline`)).status).toBe(204);
    await refused(
      await guest.client.patch(`/api/events/invitations/${invitation.id}/accept`),
      404,
      'That invitation was not found.',
    );
    await refused(
      await guest.client.patch(`/api/events/invitations/${invitation.id}/decline`),
      404,
      'That invitation was not found.',
    );

    const old = await invited({ startDate: inDays(-2) });
    await refused(
      await old.guest.client.patch(`/api/events/invitations/${old.invitation.id}/accept`),
      409,
      'This event has already taken place.',
    );
    expect(
      (await app.services.prisma.eventInvitation.findUniqueOrThrow({ where: { id: old.invitation.id } })).status,
    ).toBe('pending');
  });

  it('declining hides the private event from the invitee again', async () => {
    const { guest, event, invitation } = await invited();
    expect((await guest.client.get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await guest.client.patch(`/api/events/invitations/${invitation.id}/decline`)).status).toBe(204);
    await refused(await guest.client.get(`/api/events/${event.id}`), 404, 'Event was not found.');
    const invitations = await (await guest.client.get('/api/events/invitations')).json();
    expect(invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
  });
});
