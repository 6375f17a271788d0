/**
 * The host's writes over /api: edit (PUT JSON, PATCH multipart with image and banner), delete, invite. Every
 * validation message and refusal has its status, and a refused write changes nothing; edits and deletes notify
 * the members concerned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildPost,
  buildUser,
  signedInMember,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { multipart, refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const put = (client: HttpClient, path: string, json: unknown) => client.request('PUT', path, { json });
const del = (client: HttpClient, path: string) => client.request('DELETE', path);

/** An event with its host, an attendee, a waiting member and a stranger, each signed in. */
async function party(overrides: Parameters<typeof buildEvent>[2] = {}) {
  const [host, attendee, waiting, stranger] = [
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
  ];
  const event = await buildEvent(app.services.prisma, host.user.id, {
    title: 'Cookout',
    startDate: inDays(5),
    maxAttendees: 1,
    ...overrides,
  });
  await buildEventAttendee(app.services.prisma, event.id, attendee.user.id);
  await buildEventAttendee(app.services.prisma, event.id, waiting.user.id, { status: 'waiting' });
  return { event, host, attendee, waiting, stranger };
}

const notificationsOf = (userId: string, eventId?: string) =>
  app.services.prisma.notification.findMany({
    where: { userId, ...(eventId ? { targetId: eventId } : {}) },
    orderBy: { createdAt: 'asc' },
  });

describe('visitors', () => {
  const id = '01900000-0000-7000-8000-000000000000';
  it.each([
    ['PUT', `/api/events/${id}`],
    ['PATCH', `/api/events/${id}`],
    ['DELETE', `/api/events/${id}`],
    ['POST', `/api/events/${id}/invite`],
  ])('%s %s answers 401', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/events/:id', () => {
  it('lets the host edit every field and answers the event page; attendees hear of a new time and place', async () => {
    const { event, host, attendee, waiting } = await party({ isVirtual: false });
    const start = inDays(6);
    const response = await put(host.client, `/api/events/${event.id}`, {
      title: 'Cookout 2',
      description: 'Now with brisket',
      location: 'Zilker Park',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      categories: ['food', 'social'],
      isPublic: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      title: 'Cookout 2',
      description: 'Now with brisket',
      location: 'Zilker Park',
      startDate: start.toISOString(),
      categories: ['food', 'social'],
      category: 'food',
      isPublic: false,
      viewerStatus: 'host',
      canManage: true,
    });
    const [told] = await notificationsOf(attendee.user.id, event.id);
    expect(told).toMatchObject({
      type: 'event',
      title: 'Event updated',
      message: 'The host changed the title, time and place of "Cookout 2".',
      actorId: host.user.id,
      targetType: 'event',
    });
    // Waiting members are not attendees yet; the host is not told of their own edit.
    expect(await notificationsOf(waiting.user.id, event.id)).toEqual([]);
    expect(await notificationsOf(host.user.id, event.id)).toEqual([]);
  });

  it('tells attendees nothing for a description, and clears optional fields with null', async () => {
    const { event, host, attendee } = await party({ endDate: inDays(5.1), imageUrl: '/uploads/x.png' });
    const updates = async () =>
      (await notificationsOf(attendee.user.id, event.id))
        .filter((n) => n.title === 'Event updated')
        .map((n) => n.message);
    expect(
      (await put(host.client, `/api/events/${event.id}`, { description: 'More chairs', title: 'Cookout' })).status,
    ).toBe(200);
    expect(await updates()).toEqual([]);
    const response = await put(host.client, `/api/events/${event.id}`, {
      endDate: null,
      imageUrl: null,
      maxAttendees: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      endDate: null,
      imageUrl: null,
      maxAttendees: null,
      description: 'More chairs',
    });
    expect(await updates()).toEqual(['The host changed the time of "Cookout".']);
  });

  it('gives new places to the waiting list, in order, each notified', async () => {
    const { event, host, waiting } = await party();
    const later = await signedInMember(app);
    await buildEventAttendee(app.services.prisma, event.id, later.user.id, { status: 'waiting' });
    expect((await put(host.client, `/api/events/${event.id}`, { maxAttendees: 2 })).status).toBe(200);
    const status = async (userId: string) =>
      (await app.services.prisma.eventAttendee.findFirstOrThrow({ where: { eventId: event.id, userId } })).status;
    expect(await status(waiting.user.id)).toBe('attending');
    expect(await status(later.user.id)).toBe('waiting');
    expect((await notificationsOf(waiting.user.id, event.id)).map((n) => n.title)).toEqual(["You're in!"]);
    // No limit: everyone waiting gets in.
    expect((await put(host.client, `/api/events/${event.id}`, { maxAttendees: '' })).status).toBe(200);
    expect(await status(later.user.id)).toBe('attending');
  });

  it('validates like create, and a refused edit changes nothing', async () => {
    const { event, host } = await party({ isVirtual: true });
    const path = `/api/events/${event.id}`;
    await refused(await put(host.client, path, { title: '  ' }), 400, 'Please enter an event title.');
    await refused(await put(host.client, path, { title: null }), 400, 'Please enter an event title.');
    await refused(
      await put(host.client, path, { title: 'x'.repeat(201) }),
      400,
      'An event title can be at most 200 characters.',
    );
    await refused(await put(host.client, path, { startDate: null }), 400, 'Please select a start date for the event.');
    await refused(await put(host.client, path, { startDate: '' }), 400, 'Please select a start date for the event.');
    await refused(await put(host.client, path, { startDate: 'soon' }), 400, 'startDate is not a valid date.');
    await refused(
      await put(host.client, path, { startDate: '1999-01-01' }),
      400,
      'startDate must be a date between 2000-01-01 and 2099-12-31.',
    );
    await refused(
      await put(host.client, path, { endDate: inDays(1).toISOString() }),
      400,
      'The end date must not be before the start date.',
    );
    await refused(
      await put(host.client, path, { maxAttendees: 0 }),
      400,
      'maxAttendees must be a whole number from 1 to 100000.',
    );
    await refused(
      await put(host.client, path, { maxAttendees: 2.5 }),
      400,
      'maxAttendees must be a whole number from 1 to 100000.',
    );
    await refused(
      await put(host.client, path, { categories: ['knitting'] }),
      400,
      expect.stringMatching(/^Each category must be one of: sports/) as unknown as string,
    );
    await refused(await put(host.client, path, { isPublic: 'perhaps' }), 400, 'isPublic must be true or false.');
    await refused(
      await put(host.client, path, { description: 'x'.repeat(5001) }),
      400,
      'The description must be at most 5000 characters.',
    );
    await refused(
      await put(host.client, path, { meetingUrl: 'http://meet.example.com/x' }),
      400,
      'The meeting link must be an https:// address.',
    );
    await refused(
      await put(host.client, path, { meetingUrl: 'javascript:alert(1)' }),
      400,
      'The meeting link must be an https:// address.',
    );
    await refused(
      await put(host.client, path, { imageUrl: '/uploads/someone-elses.png' }),
      400,
      'Attach an image you uploaded.',
    );
    await refused(
      await put(host.client, path, { isVirtual: false, meetingUrl: 'https://meet.example.com/x' }),
      400,
      'A meeting link is only for virtual events.',
    );
    expect(await app.services.prisma.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      title: 'Cookout',
      maxAttendees: 1,
      isVirtual: true,
      meetingUrl: null,
    });
  });

  it('refuses a limit below the members attending (409)', async () => {
    const { event, host } = await party({ maxAttendees: 3 });
    await buildEventAttendee(app.services.prisma, event.id, (await buildUser(app.services.prisma)).id);
    await refused(
      await put(host.client, `/api/events/${event.id}`, { maxAttendees: 1 }),
      409,
      'This event already has 2 attendees: the limit cannot be lower.',
    );
  });

  it('sets the meeting link of a virtual event (attendees are told), and drops it when the event moves to a place', async () => {
    const { event, host, attendee } = await party({ isVirtual: true });
    const response = await put(host.client, `/api/events/${event.id}`, {
      meetingUrl: 'https://meet.example.com/cookout',
    });
    expect(await response.json()).toMatchObject({ meetingUrl: 'https://meet.example.com/cookout' });
    expect(await (await attendee.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      meetingUrl: 'https://meet.example.com/cookout',
    });
    expect((await notificationsOf(attendee.user.id, event.id)).map((n) => n.message)).toEqual([
      'The host changed the meeting link of "Cookout".',
    ]);
    expect(
      await (await put(host.client, `/api/events/${event.id}`, { isVirtual: false, location: 'The park' })).json(),
    ).toMatchObject({ meetingUrl: null, isVirtual: false });
  });

  it('refuses anyone but the host (403) and hides a private event (404)', async () => {
    const { event, attendee, stranger } = await party();
    await refused(
      await put(attendee.client, `/api/events/${event.id}`, { title: 'Mine now' }),
      403,
      'Only the event host can do that.',
    );
    await refused(
      await put(stranger.client, `/api/events/${event.id}`, { title: 'Mine now' }),
      403,
      'Only the event host can do that.',
    );
    const secret = await party({ isPublic: false });
    await refused(
      await put(stranger.client, `/api/events/${secret.event.id}`, { title: 'Mine now' }),
      404,
      'Event was not found.',
    );
    await refused(await put(stranger.client, '/api/events/nope', { title: 'x' }), 400, 'That event id is not valid.');
  });
});

describe('PATCH /api/events/:id (multipart)', () => {
  beforeAll(() => app.services.moderation.ready(), 120_000);

  it('stores the image and the banner with the form fields', async () => {
    const { event, host } = await party();
    const png = await scenePng();
    const response = await host.client.patch(
      `/api/events/${event.id}`,
      multipart(
        { title: 'Cookout with photos', maxAttendees: '4', isVirtual: 'false', categories: '["food"]' },
        { image: { data: png, type: 'image/png' }, banner: { data: png, type: 'image/png' } },
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ title: 'Cookout with photos', maxAttendees: 4, categories: ['food'] });
    expect(body.imageUrl).toMatch(/^\/uploads\//);
    expect(body.bannerUrl).toMatch(/^\/uploads\//);
  });

  it('refuses a non-host before reading the upload (403), too large (413), not an image (415); nothing stored', async () => {
    const { event, host, attendee } = await party();
    const png = await scenePng();
    const uploads = () => app.services.prisma.upload.count();
    const before = await uploads();
    await refused(
      await attendee.client.patch(
        `/api/events/${event.id}`,
        multipart({}, { image: { data: png, type: 'image/png' } }),
      ),
      403,
      'Only the event host can do that.',
    );
    await refused(
      await host.client.patch(
        `/api/events/${event.id}`,
        multipart({}, { banner: { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png' } }),
      ),
      413,
      'An event image can be at most 5 MB.',
    );
    await refused(
      await host.client.patch(
        `/api/events/${event.id}`,
        multipart({}, { image: { data: Buffer.from('not an image at all'), type: 'image/png' } }),
      ),
      415,
      'Only images can be uploaded (JPEG, PNG, WebP or GIF).',
    );
    await refused(
      await host.client.patch(
        `/api/events/${event.id}`,
        multipart({ title: '' }, { image: { data: png, type: 'image/png' } }),
      ),
      400,
      'Please enter an event title.',
    );
    expect(await uploads()).toBe(before);
    expect(await app.services.prisma.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      imageUrl: null,
      bannerUrl: null,
      title: 'Cookout',
    });
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the event with its discussion; attendees, waiting members and pending invitees hear "Event cancelled"', async () => {
    const { prisma } = app.services;
    const { event, host, attendee, waiting } = await party();
    const invitee = await signedInMember(app);
    const declined = await signedInMember(app);
    await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: invitee.user.id, inviterId: host.user.id },
    });
    await prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: declined.user.id, inviterId: host.user.id, status: 'declined' },
    });
    const post = await buildPost(prisma, attendee.user.id, { eventId: event.id });
    const response = await del(host.client, `/api/events/${event.id}`);
    expect(response.status).toBe(204);
    expect(await prisma.event.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await prisma.post.findUnique({ where: { id: post.id } })).toBeNull();
    for (const told of [attendee, waiting, invitee]) {
      const [cancelled] = (await notificationsOf(told.user.id)).filter((n) => n.title === 'Event cancelled');
      expect(cancelled).toMatchObject({
        type: 'event',
        message: '"Cookout" was cancelled by its host.',
        actorId: host.user.id,
      });
    }
    expect((await notificationsOf(declined.user.id)).filter((n) => n.title === 'Event cancelled')).toEqual([]);
    await refused(await del(host.client, `/api/events/${event.id}`), 404, 'Event was not found.');
  });

  it('settles the invitation notifications of the cancelled event: read, no longer counted as new', async () => {
    const { event, host } = await party();
    const other = await party();
    const invitee = await signedInMember(app);
    await buildConnection(app.services.prisma, host.user.id, invitee.user.id);
    await buildConnection(app.services.prisma, other.host.user.id, invitee.user.id);
    expect(
      (await host.client.post(`/api/events/${event.id}/invite`, { json: { friendIds: [invitee.user.id] } })).status,
    ).toBe(201);
    expect(
      (await other.host.client.post(`/api/events/${other.event.id}/invite`, { json: { friendIds: [invitee.user.id] } }))
        .status,
    ).toBe(201);
    const unread = async () =>
      (await (await invitee.client.get('/api/notifications/unread-count')).json()) as { count: number };
    expect(await unread()).toEqual({ count: 2 });
    expect((await del(host.client, `/api/events/${event.id}`)).status).toBe(204);
    const notes = await notificationsOf(invitee.user.id);
    expect(notes.map((n) => [n.title, n.targetId, n.isRead])).toEqual([
      ['Event invitation', event.id, true],
      ['Event invitation', other.event.id, false],
      ['Event cancelled', null, false],
    ]);
    expect(await unread()).toEqual({ count: 2 });
  });

  it('refuses anyone but the host (403), and a hidden event is not found (404)', async () => {
    const { event, attendee } = await party();
    await refused(await del(attendee.client, `/api/events/${event.id}`), 403, 'Only the event host can do that.');
    const secret = await party({ isPublic: false });
    await refused(await del(attendee.client, `/api/events/${secret.event.id}`), 404, 'Event was not found.');
    expect(await app.services.prisma.event.count({ where: { id: { in: [event.id, secret.event.id] } } })).toBe(2);
  });
});

describe('POST /api/events/:id/invite', () => {
  async function hostWithFriends() {
    const { event, host, attendee, stranger } = await party({ isPublic: false });
    const [friend, other, already] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    for (const m of [friend, other, already, attendee])
      await buildConnection(app.services.prisma, host.user.id, m.user.id);
    await app.services.prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: already.user.id, inviterId: host.user.id },
    });
    return { event, host, attendee, stranger, friend, other, already };
  }

  it('invites connections by userIds or friendIds, skipping attendees and those already invited; each is notified', async () => {
    const { event, host, attendee, friend, other, already } = await hostWithFriends();
    const response = await host.client.post(`/api/events/${event.id}/invite`, {
      json: { friendIds: [friend.user.id, attendee.user.id, already.user.id] },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ invited: 1 });
    expect(
      await host.client
        .post(`/api/events/${event.id}/invite`, { json: { userIds: [other.user.id] } })
        .then((r) => r.json()),
    ).toEqual({ invited: 1 });
    const [note] = await notificationsOf(friend.user.id, event.id);
    expect(note).toMatchObject({
      type: 'event_invitation',
      title: 'Event invitation',
      message: `@${host.user.username} invited you to "Cookout".`,
      actorId: host.user.id,
    });
    // The private event is now the invitee's to see, and in their Invited tab.
    expect(await (await friend.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      viewerStatus: 'invited',
      invitation: { id: expect.any(String) },
    });
    expect(
      (await (await friend.client.get('/api/events?tab=invited')).json()).map((e: { id: string }) => e.id),
    ).toContain(event.id);
  });

  it('renews a declined invitation', async () => {
    const { event, host, friend } = await hostWithFriends();
    await app.services.prisma.eventInvitation.create({
      data: { eventId: event.id, inviteeId: friend.user.id, inviterId: host.user.id, status: 'declined' },
    });
    expect(
      await (await host.client.post(`/api/events/${event.id}/invite`, { json: { userIds: [friend.user.id] } })).json(),
    ).toEqual({ invited: 1 });
    expect(
      (
        await app.services.prisma.eventInvitation.findFirstOrThrow({
          where: { eventId: event.id, inviteeId: friend.user.id },
        })
      ).status,
    ).toBe('pending');
  });

  it('refuses anyone not a connection (400, nobody invited), no one (400), a non-host (403), a hidden event (404), a past event (409)', async () => {
    const { prisma } = app.services;
    const { event, host, attendee, stranger, friend } = await hostWithFriends();
    await refused(
      await host.client.post(`/api/events/${event.id}/invite`, {
        json: { userIds: [friend.user.id, stranger.user.id] },
      }),
      400,
      'You can only invite your connections.',
    );
    expect(await prisma.eventInvitation.count({ where: { eventId: event.id, inviteeId: friend.user.id } })).toBe(0);
    await refused(
      await host.client.post(`/api/events/${event.id}/invite`, { json: {} }),
      400,
      'Choose at least one connection to invite.',
    );
    await refused(
      await host.client.post(`/api/events/${event.id}/invite`, { json: { userIds: ['nope'] } }),
      400,
      'Each of userIds must be a member id.',
    );
    await refused(
      await host.client.post(`/api/events/${event.id}/invite`, { json: { friendIds: 'x' } }),
      400,
      'friendIds must be a list of member ids.',
    );
    await refused(
      await attendee.client.post(`/api/events/${event.id}/invite`, { json: { userIds: [friend.user.id] } }),
      403,
      'Only the event host can do that.',
    );
    await refused(
      await stranger.client.post(`/api/events/${event.id}/invite`, { json: { userIds: [friend.user.id] } }),
      404,
      'Event was not found.',
    );
    const past = await buildEvent(prisma, host.user.id, { startDate: inDays(-2) });
    await refused(
      await host.client.post(`/api/events/${past.id}/invite`, { json: { userIds: [friend.user.id] } }),
      409,
      'This event has already taken place.',
    );
    expect(await prisma.eventInvitation.count({ where: { inviteeId: friend.user.id } })).toBe(0);
  });
});
