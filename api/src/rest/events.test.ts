import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildEvent, buildEventAttendee, buildPost, buildUser, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const ids = (list: { id: string }[]) => list.map((x) => x.id);
/** Only these ids, in the order the list has them (other tests' events share the database). */
const among = (list: { id: string }[], mine: { id: string }[]) => ids(list).filter((id) => ids(mine).includes(id));

describe('/api/events for the dashboard', () => {
  it.each([
    ['GET', '/api/events'],
    ['GET', '/api/events/user'],
    ['GET', '/api/events/recommended'],
    ['GET', '/api/events/activity'],
    ['POST', '/api/events/01900000-0000-7000-8000-000000000000/attend'],
    ['POST', '/api/events/01900000-0000-7000-8000-000000000000/join'],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events the viewer may see, soonest first, in the dashboard shape', async () => {
    const { user, client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const later = await buildEvent(app.services.prisma, host.id, {
      startDate: inDays(9),
      title: 'Camp out',
      description: 'Tents and s’mores',
      location: 'Austin, TX',
      categories: ['camping'],
      maxAttendees: 10,
    });
    const sooner = await buildEvent(app.services.prisma, host.id, { startDate: inDays(2), isVirtual: true });
    const past = await buildEvent(app.services.prisma, host.id, { startDate: inDays(-1) });
    const hidden = await buildEvent(app.services.prisma, host.id, { startDate: inDays(3), isPublic: false });
    const invited = await buildEvent(app.services.prisma, host.id, { startDate: inDays(4), isPublic: false });
    await app.services.prisma.eventInvitation.create({
      data: { eventId: invited.id, inviteeId: user.id, inviterId: host.id },
    });
    await buildEventAttendee(app.services.prisma, later.id, user.id);

    const response = await client.get('/api/events?limit=100');
    expect(response.status).toBe(200);
    const events = await response.json();
    expect(among(events, [later, sooner, past, hidden, invited])).toEqual([sooner.id, invited.id, later.id]);
    expect(events.find((e: { id: string }) => e.id === later.id)).toEqual(
      expect.objectContaining({
        id: later.id,
        title: 'Camp out',
        description: 'Tents and s’mores',
        startDate: later.startDate.toISOString(),
        date: later.startDate.toISOString(),
        location: 'Austin, TX',
        isVirtual: false,
        category: 'camping',
        categories: ['camping'],
        creatorId: host.id,
        attendeeCount: 1,
        maxAttendees: 10,
        isAttending: true,
      }),
    );
    expect(events.find((e: { id: string }) => e.id === sooner.id)).toMatchObject({
      isAttending: false,
      attendeeCount: 0,
      category: null,
    });
    expect((await client.get('/api/events?limit=101')).status).toBe(400);
  });
});

describe('GET /api/events/user', () => {
  it('lists the future events the viewer attends or hosts, soonest first, with isAttending and attendeeCount', async () => {
    const { user, client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const hosting = await buildEvent(app.services.prisma, user.id, { startDate: inDays(5) });
    const attending = await buildEvent(app.services.prisma, host.id, { startDate: inDays(1), isPublic: false });
    const attendedPast = await buildEvent(app.services.prisma, host.id, { startDate: inDays(-2) });
    await buildEvent(app.services.prisma, host.id, { startDate: inDays(2) }); // neither
    await buildEventAttendee(app.services.prisma, attending.id, user.id);
    await buildEventAttendee(app.services.prisma, attending.id, host.id);
    await buildEventAttendee(app.services.prisma, attendedPast.id, user.id);

    const events = await (await client.get('/api/events/user')).json();
    expect(ids(events)).toEqual([attending.id, hosting.id]);
    expect(events[0]).toMatchObject({ isAttending: true, attendeeCount: 2, creatorId: host.id });
    expect(events[1]).toMatchObject({ isAttending: false, attendeeCount: 0, creatorId: user.id });
    expect(await (await client.get('/api/events/user?limit=1')).json()).toHaveLength(1);
  });
});

describe('GET /api/events/recommended', () => {
  it('offers at most 4 events the viewer neither hosts nor attends, best match first; ?limit= asks for more', async () => {
    const { user, client } = await signedInMember(app, { location: 'Boise, ID', interests: ['Cooking', 'music'] });
    const host = await buildUser(app.services.prisma);
    const far = inDays(300);
    const at = (d: number) => new Date(far.getTime() + d * DAY);
    const cityAndFood = await buildEvent(app.services.prisma, host.id, {
      startDate: at(5),
      location: 'Julia Davis Park, Boise, ID',
      categories: ['food'],
    });
    const city = await buildEvent(app.services.prisma, host.id, { startDate: at(1), location: 'boise, id' });
    const music = await buildEvent(app.services.prisma, host.id, {
      startDate: at(2),
      location: 'Reno, NV',
      categories: ['music'],
    });
    const state = await buildEvent(app.services.prisma, host.id, { startDate: at(3), location: 'Meridian, ID' });
    const nothing = await buildEvent(app.services.prisma, host.id, { startDate: at(4), location: 'Reno, NV' });
    const mine = await buildEvent(app.services.prisma, user.id, {
      startDate: at(1),
      location: 'Boise, ID',
      categories: ['food'],
    });
    const attending = await buildEvent(app.services.prisma, host.id, {
      startDate: at(1),
      location: 'Boise, ID',
      categories: ['food'],
    });
    await buildEventAttendee(app.services.prisma, attending.id, user.id);
    const past = await buildEvent(app.services.prisma, host.id, {
      startDate: inDays(-1),
      location: 'Boise, ID',
      categories: ['food'],
    });
    const full = await buildEvent(app.services.prisma, host.id, {
      startDate: at(1),
      location: 'Boise, ID',
      categories: ['food'],
      maxAttendees: 1,
    });
    await buildEventAttendee(app.services.prisma, full.id, host.id);
    const secret = await buildEvent(app.services.prisma, host.id, {
      startDate: at(1),
      location: 'Boise, ID',
      categories: ['food'],
      isPublic: false,
    });

    const response = await client.get('/api/events/recommended');
    expect(response.status).toBe(200);
    const top = await response.json();
    expect(ids(top)).toEqual([cityAndFood.id, city.id, music.id, state.id]);
    expect(top[0]).toMatchObject({ isAttending: false, date: cityAndFood.startDate.toISOString() });

    const all = await (await client.get('/api/events/recommended?limit=20')).json();
    const excluded = [mine, attending, past, full, secret].map((e) => e.id);
    expect(ids(all).filter((id) => excluded.includes(id))).toEqual([]);
    expect(ids(all)).toContain(nothing.id);
    expect((await client.get('/api/events/recommended?limit=21')).status).toBe(400);
  });
});

describe('GET /api/events/activity', () => {
  it('shows recent posts in events the viewer attends or hosts, newest first, with counts, author and event', async () => {
    const { user, client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma, { username: `host_${Date.now()}` });
    const hosting = await buildEvent(app.services.prisma, user.id, { title: 'My BBQ' });
    const attending = await buildEvent(app.services.prisma, host.id, { title: 'Their hike' });
    const other = await buildEvent(app.services.prisma, host.id);
    await buildEventAttendee(app.services.prisma, attending.id, user.id);
    const older = await buildPost(app.services.prisma, host.id, { eventId: hosting.id, createdAt: minutesAgo(20) });
    const newer = await buildPost(app.services.prisma, host.id, { eventId: attending.id, createdAt: minutesAgo(5) });
    await buildPost(app.services.prisma, host.id, { eventId: other.id, createdAt: minutesAgo(1) });
    await buildPost(app.services.prisma, host.id, { createdAt: minutesAgo(1) });
    await app.services.prisma.fistBump.create({ data: { postId: newer.id, userId: user.id } });
    await app.services.prisma.comment.create({
      data: { postId: newer.id, authorId: user.id, content: 'See you there' },
    });
    await app.services.prisma.comment.create({ data: { postId: newer.id, authorId: host.id, content: 'Yes!' } });

    const response = await client.get('/api/events/activity');
    expect(response.status).toBe(200);
    const activity = await response.json();
    expect(ids(activity)).toEqual([newer.id, older.id]);
    expect(activity[0]).toEqual(
      expect.objectContaining({
        id: newer.id,
        content: newer.content,
        createdAt: newer.createdAt.toISOString(),
        likeCount: 1,
        commentCount: 2,
        author: expect.objectContaining({ id: host.id, username: host.username }),
        event: { id: attending.id, title: 'Their hike' },
      }),
    );
    expect(await (await client.get('/api/events/activity?limit=1')).json()).toHaveLength(1);
  });
});

describe('POST /api/events/:id/attend and /join', () => {
  it('joins the viewer, answering the event with isAttending and the attendee count; joining again changes nothing', async () => {
    const { user, client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const event = await buildEvent(app.services.prisma, host.id, { maxAttendees: 5 });
    for (const path of [
      `/api/events/${event.id}/attend`,
      `/api/events/${event.id}/join`,
      `/api/events/${event.id}/attend`,
    ]) {
      const response = await client.post(path);
      expect(response.status, path).toBe(200);
      expect(await response.json()).toMatchObject({
        id: event.id,
        isAttending: true,
        attendeeCount: 1,
        maxAttendees: 5,
      });
    }
    expect(await app.services.prisma.eventAttendee.count({ where: { eventId: event.id, userId: user.id } })).toBe(1);
    expect(ids(await (await client.get('/api/events/user')).json())).toContain(event.id);
  });

  it('refuses a full event with 409 and a clear message, but not someone already attending it', async () => {
    const { client } = await signedInMember(app);
    const { client: earlyClient } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const event = await buildEvent(app.services.prisma, host.id, { maxAttendees: 1 });
    expect((await earlyClient.post(`/api/events/${event.id}/join`)).status).toBe(200);

    const refused = await client.post(`/api/events/${event.id}/attend`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'This event is full: all 1 spot is taken.' });
    expect((await earlyClient.post(`/api/events/${event.id}/attend`)).status).toBe(200);
    expect(await app.services.prisma.eventAttendee.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('gives the last seat to one of two members asking at once', async () => {
    const host = await buildUser(app.services.prisma);
    const event = await buildEvent(app.services.prisma, host.id, { maxAttendees: 1 });
    const [a, b] = await Promise.all([signedInMember(app), signedInMember(app)]);
    const statuses = await Promise.all(
      [a, b].map(({ client }) => client.post(`/api/events/${event.id}/join`).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await app.services.prisma.eventAttendee.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('refuses the host joining their own event with 400', async () => {
    const { user, client } = await signedInMember(app);
    const event = await buildEvent(app.services.prisma, user.id);
    const refused = await client.post(`/api/events/${event.id}/join`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'You are hosting this event, so you cannot join it as an attendee.',
    });
  });

  it('answers 404 for an unknown event and for a private one the viewer was not invited to; invitees may join', async () => {
    const { user, client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const secret = await buildEvent(app.services.prisma, host.id, { isPublic: false });
    for (const id of [secret.id, '01900000-0000-7000-8000-000000000000']) {
      const response = await client.post(`/api/events/${id}/attend`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Event was not found.' });
    }
    expect(ids(await (await client.get('/api/events?limit=100')).json())).not.toContain(secret.id);
    await app.services.prisma.eventInvitation.create({ data: { eventId: secret.id, inviteeId: user.id } });
    expect(await (await client.post(`/api/events/${secret.id}/attend`)).json()).toMatchObject({ isAttending: true });
    expect((await client.post('/api/events/not-an-id/attend')).status).toBe(400);
  });

  it('refuses an event that has already taken place with 409', async () => {
    const { client } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const event = await buildEvent(app.services.prisma, host.id, { startDate: inDays(-2) });
    const response = await client.post(`/api/events/${event.id}/attend`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This event has already taken place.' });
  });
});
