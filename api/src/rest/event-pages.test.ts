/**
 * Reading events over /api: one event's page (the event with the viewer's standing), its attendees, its
 * discussion, the host's link; the /events listing's tabs and filters, paged; the viewer's invitations. Private
 * events stay hidden from everyone but their host, attendees and invitees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPost,
  buildUser,
  signedInMember,
  uniqueDigits,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const word = () => `w${uniqueDigits()}`;
const ids = (list: { id: string }[]) => list.map((x) => x.id);

/** Every page of a list, following X-Next-Cursor. */
async function allPages(client: HttpClient, path: string) {
  const items: { id: string }[] = [];
  let next: string | null = path;
  while (next) {
    const response: Response = await client.get(next);
    expect(response.status).toBe(200);
    items.push(...((await response.json()) as { id: string }[]));
    const cursor = response.headers.get('x-next-cursor');
    next = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : null;
  }
  return items;
}

describe('visitors', () => {
  it.each([
    '/api/events/invitations',
    '/api/events/01900000-0000-7000-8000-000000000000',
    '/api/events/01900000-0000-7000-8000-000000000000/attendees',
    '/api/events/01900000-0000-7000-8000-000000000000/posts',
    '/api/events/01900000-0000-7000-8000-000000000000/link',
    '/api/events?tab=mine',
  ])('GET %s answers 401', async (path) => {
    const response = await app.client().get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('GET /api/events/:id', () => {
  it("answers the event with the host, group, counts and the viewer's standing; the link only to host and attendees", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app, { firstName: 'Marc' });
    const group = await buildGroup(prisma, host.user.id, { name: `Hoops ${word()}`, imageUrl: '/uploads/hoops.png' });
    const event = await buildEvent(prisma, host.user.id, {
      title: 'Pickup Hoops',
      description: 'Full court',
      location: 'Ramsey Park',
      startDate: inDays(2),
      endDate: inDays(2.1),
      maxAttendees: 2,
      categories: ['sports', 'fitness'],
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/hoops',
      groupId: group.id,
    });
    const attendee = await signedInMember(app);
    const stranger = await signedInMember(app);
    await buildEventAttendee(prisma, event.id, attendee.user.id);

    const response = await attendee.client.get(`/api/events/${event.id}?timeZone=America/Chicago`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: event.id,
      title: 'Pickup Hoops',
      description: 'Full court',
      location: 'Ramsey Park',
      startDate: event.startDate.toISOString(),
      date: event.startDate.toISOString(),
      endDate: event.endDate!.toISOString(),
      maxAttendees: 2,
      category: 'sports',
      categories: ['sports', 'fitness'],
      isPublic: true,
      isVirtual: true,
      bannerUrl: null,
      imageUrl: null,
      groupId: group.id,
      group: { id: group.id, name: group.name, profileImageUrl: '/uploads/hoops.png' },
      creatorId: host.user.id,
      creator: {
        id: host.user.id,
        firstName: 'Marc',
        lastName: host.user.lastName,
        username: host.user.username,
        profileImageUrl: null,
      },
      createdAt: event.createdAt.toISOString(),
      isAttending: true,
      attendeeCount: 1,
      viewerStatus: 'attending',
      canManage: false,
      invitation: null,
      waitlistPosition: null,
      waitlistCount: 0,
      isFull: false,
      hasEnded: false,
      timeStatus: 'upcoming',
      meetingUrl: 'https://meet.example.com/hoops',
    });
    expect(await (await stranger.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      viewerStatus: 'none',
      meetingUrl: null,
      isAttending: false,
    });
    expect(await (await host.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      viewerStatus: 'host',
      canManage: true,
      meetingUrl: 'https://meet.example.com/hoops',
    });
  });

  it("shows today's and past events' time status in the viewer's zone; refuses an unknown zone and a malformed id", async () => {
    const { prisma } = app.services;
    const { user, client } = await signedInMember(app);
    const soon = await buildEvent(prisma, user.id, { startDate: new Date(Date.now() + 60_000) });
    const body = await (await client.get(`/api/events/${soon.id}`)).json();
    // A minute from now is today in UTC, unless UTC's midnight falls in that minute.
    expect(['today', 'upcoming']).toContain(body.timeStatus);
    const past = await buildEvent(prisma, user.id, { startDate: inDays(-2) });
    expect(await (await client.get(`/api/events/${past.id}`)).json()).toMatchObject({
      timeStatus: 'past',
      hasEnded: true,
    });
    await refused(
      await client.get(`/api/events/${past.id}?timeZone=Mars/Olympus`),
      400,
      'timeZone must be an IANA time zone, such as America/Chicago.',
    );
    await refused(await client.get('/api/events/not-an-id'), 400, 'That event id is not valid.');
  });

  it("hides a private event's group from a viewer who may not see the group", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const secretGroup = await buildGroup(prisma, host.user.id, { isPublic: false, name: `Secret ${word()}` });
    const event = await buildEvent(prisma, host.user.id, { groupId: secretGroup.id });
    const stranger = await signedInMember(app);
    expect(await (await stranger.client.get(`/api/events/${event.id}`)).json()).toMatchObject({
      group: null,
      groupId: null,
    });
  });
});

describe('GET /api/events/:id/attendees', () => {
  it('pages the members attending (not those waiting) in the order they got their place', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { maxAttendees: 3 });
    const people = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await buildUser(prisma);
      await buildEventAttendee(prisma, event.id, user.id, { createdAt: new Date(Date.now() - (10 - i) * 1000) });
      people.push(user);
    }
    await buildEventAttendee(prisma, event.id, (await buildUser(prisma)).id, { status: 'waiting' });
    const viewer = await signedInMember(app);
    const first = await viewer.client.get(`/api/events/${event.id}/attendees?limit=2`);
    expect(first.status).toBe(200);
    const page = await first.json();
    expect(page.map((a: { userId: string }) => a.userId)).toEqual([people[0]!.id, people[1]!.id]);
    expect(page[0]).toEqual({
      id: expect.any(String),
      status: 'attending',
      userId: people[0]!.id,
      joinedAt: expect.any(String),
      user: {
        id: people[0]!.id,
        firstName: 'Test',
        lastName: people[0]!.lastName,
        username: people[0]!.username,
        profileImageUrl: null,
      },
    });
    const all = await allPages(viewer.client, `/api/events/${event.id}/attendees?limit=2`);
    expect(all).toHaveLength(3);
    await refused(
      await viewer.client.get(`/api/events/${event.id}/attendees?limit=101`),
      400,
      'limit must be a whole number from 1 to 100.',
    );
    await refused(
      await viewer.client.get(`/api/events/${event.id}/attendees?cursor=bogus`),
      400,
      'That cursor is not valid: use the nextCursor of the previous page.',
    );
    const hidden = await buildEvent(prisma, host.user.id, { isPublic: false });
    await refused(await viewer.client.get(`/api/events/${hidden.id}/attendees`), 404, 'Event was not found.');
  });
});

describe('GET /api/events/:id/posts', () => {
  it('pages the discussion for the host and attendees; 403 for others who see the event, 404 for a hidden one', async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const attendee = await signedInMember(app);
    const waiting = await signedInMember(app);
    const stranger = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { maxAttendees: 1 });
    await buildEventAttendee(prisma, event.id, attendee.user.id);
    await buildEventAttendee(prisma, event.id, waiting.user.id, { status: 'waiting' });
    for (let i = 0; i < 3; i += 1)
      await buildPost(prisma, i % 2 ? host.user.id : attendee.user.id, {
        eventId: event.id,
        content: `Post ${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      });
    const response = await attendee.client.get(`/api/events/${event.id}/posts?limit=2`);
    expect(response.status).toBe(200);
    expect((await response.json()).map((p: { content: string }) => p.content)).toEqual(['Post 2', 'Post 1']);
    expect(response.headers.get('x-next-cursor')).toBeTruthy();
    expect(await allPages(host.client, `/api/events/${event.id}/posts?limit=2`)).toHaveLength(3);
    const message = 'Only attendees and the host can see the event discussion.';
    await refused(await stranger.client.get(`/api/events/${event.id}/posts`), 403, message);
    await refused(await waiting.client.get(`/api/events/${event.id}/posts`), 403, message);
    await refused(
      await attendee.client.get(`/api/events/${event.id}/posts?limit=51`),
      400,
      'limit must be a whole number from 1 to 50.',
    );
    const hidden = await buildEvent(prisma, host.user.id, { isPublic: false });
    await refused(await stranger.client.get(`/api/events/${hidden.id}/posts`), 404, 'Event was not found.');
  });
});

describe('GET /api/events/:id/link', () => {
  it("gives the host the event page's address; 403 for anyone else, 404 when hidden", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const attendee = await signedInMember(app);
    const event = await buildEvent(prisma, host.user.id, { isPublic: false });
    await buildEventAttendee(prisma, event.id, attendee.user.id);
    const response = await host.client.get(`/api/events/${event.id}/link`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ link: `${app.services.config.publicUrl}/events/${event.id}` });
    await refused(await attendee.client.get(`/api/events/${event.id}/link`), 403, 'Only the event host can do that.');
    await refused(
      await (await signedInMember(app)).client.get(`/api/events/${event.id}/link`),
      404,
      'Event was not found.',
    );
  });
});

describe('GET /api/events?tab=', () => {
  /** A viewer with events in every tab, all titled with a unique word so other tests' events stay out. */
  async function scene() {
    const { prisma } = app.services;
    const tag = word();
    const viewer = await signedInMember(app);
    const host = await signedInMember(app);
    const at = (title: string, start: Date, overrides: Parameters<typeof buildEvent>[2] = {}) =>
      buildEvent(prisma, host.user.id, { title: `${title} ${tag}`, startDate: start, ...overrides });
    const hosting = await buildEvent(prisma, viewer.user.id, {
      title: `Hosting ${tag}`,
      startDate: inDays(5),
      categories: ['food'],
    });
    const attending = await at('Attending', inDays(1), { isVirtual: true, categories: ['gaming'] });
    await buildEventAttendee(prisma, attending.id, viewer.user.id);
    const waiting = await at('Waiting', inDays(2), { maxAttendees: 1 });
    await buildEventAttendee(prisma, waiting.id, viewer.user.id, { status: 'waiting' });
    const invited = await at('Invited', inDays(3), { isPublic: false });
    await prisma.eventInvitation.create({
      data: { eventId: invited.id, inviteeId: viewer.user.id, inviterId: host.user.id },
    });
    const declined = await at('Declined', inDays(3), { isPublic: false });
    await prisma.eventInvitation.create({
      data: { eventId: declined.id, inviteeId: viewer.user.id, inviterId: host.user.id, status: 'declined' },
    });
    const secret = await at('Secret', inDays(4), { isPublic: false });
    const publicOne = await at('Public', inDays(6), {
      location: 'Zilker Park, Austin',
      description: 'Brisket and cornhole',
    });
    const past = await at('Past', inDays(-3));
    const older = await at('Older', inDays(-10));
    return { tag, viewer, host, hosting, attending, waiting, invited, declined, secret, publicOne, past, older };
  }

  it('lists each tab, from today on soonest first and then the past most recent first, with X-Total-Count', async () => {
    const s = await scene();
    const list = async (query: string) => {
      const response = await s.viewer.client.get(`/api/events?search=${s.tag}&${query}`);
      expect(response.status).toBe(200);
      return { events: await response.json(), total: Number(response.headers.get('x-total-count')) };
    };
    const mine = await list('tab=mine');
    expect(ids(mine.events)).toEqual([s.attending.id, s.waiting.id, s.hosting.id]);
    expect(mine.total).toBe(3);
    expect(mine.events.map((e: { viewerStatus: string }) => e.viewerStatus)).toEqual(['attending', 'waiting', 'host']);
    const invited = await list('tab=invited');
    expect(ids(invited.events)).toEqual([s.invited.id]);
    expect(invited.events[0]).toMatchObject({ viewerStatus: 'invited', isPublic: false });
    const explore = await list('tab=explore');
    expect(ids(explore.events)).toEqual([
      s.attending.id,
      s.waiting.id,
      s.invited.id,
      s.hosting.id,
      s.publicOne.id,
      s.past.id,
      s.older.id,
    ]);
    expect(explore.total).toBe(7);
    expect(explore.events.find((e: { id: string }) => e.id === s.waiting.id)).toMatchObject({
      isFull: false,
      attendeeCount: 0,
    });
    expect(explore.events.find((e: { id: string }) => e.id === s.past.id)).toMatchObject({ hasEnded: true });

    // Paged by X-Next-Cursor, the same order, nothing twice.
    expect(ids(await allPages(s.viewer.client, `/api/events?tab=explore&search=${s.tag}&limit=2`))).toEqual(
      ids(explore.events),
    );
  });

  it('filters by search (title, description, location), category, time, visibility and type on the server', async () => {
    const s = await scene();
    const found = async (query: string) =>
      ids(await (await s.viewer.client.get(`/api/events?tab=explore&${query}`)).json());
    expect(await found(`search=${s.tag}&time=past`)).toEqual([s.past.id, s.older.id]);
    expect(await found(`search=${s.tag}&time=upcoming`)).toEqual([
      s.attending.id,
      s.waiting.id,
      s.invited.id,
      s.hosting.id,
      s.publicOne.id,
    ]);
    expect(await found(`search=${s.tag}&time=today`)).toEqual([]);
    expect(await found(`search=${s.tag}&visibility=private`)).toEqual([s.invited.id]);
    expect(await found(`search=${s.tag}&type=virtual`)).toEqual([s.attending.id]);
    expect(await found(`search=${s.tag}&type=in-person&category=food`)).toEqual([s.hosting.id]);
    expect(await found(`search=${s.tag}&category=gaming`)).toEqual([s.attending.id]);
    // A location or a description finds the event; LIKE's own characters are plain text.
    const tagged = await found(`search=${encodeURIComponent('zilker park')}&time=upcoming&limit=100`);
    expect(tagged).toContain(s.publicOne.id);
    expect(await found(`search=${encodeURIComponent(`${s.tag}%`)}`)).toEqual([]);
  });

  it("keeps today's events under Today in the viewer's zone", async () => {
    const { prisma } = app.services;
    const { user, client } = await signedInMember(app);
    const tag = word();
    // Noon today in Kiritimati (UTC+14) may be yesterday or today in UTC: the zone decides.
    const zone = 'Pacific/Kiritimati';
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    const noon = new Date(`${parts}T12:00:00+14:00`);
    const event = await buildEvent(prisma, user.id, { title: `Noon ${tag}`, startDate: noon });
    const today = await (await client.get(`/api/events?tab=mine&time=today&timeZone=${zone}&search=${tag}`)).json();
    expect(ids(today)).toEqual([event.id]);
    expect(await (await client.get(`/api/events/${event.id}?timeZone=${zone}`)).json()).toMatchObject({
      timeStatus: 'today',
    });
  });

  it('refuses unknown values with the allowed ones, bad limits and cursors, an unknown zone', async () => {
    const { client } = await signedInMember(app);
    await refused(await client.get('/api/events?tab=all'), 400, 'tab must be one of: mine, invited, explore.');
    // Blank is the default tab (explore), as for every filter.
    expect((await client.get('/api/events?tab=&time=')).status).toBe(200);
    await refused(
      await client.get('/api/events?tab=mine&time=tomorrow'),
      400,
      'time must be one of: all, upcoming, today, past.',
    );
    await refused(
      await client.get('/api/events?tab=mine&visibility=secret'),
      400,
      'visibility must be one of: all, public, private.',
    );
    await refused(
      await client.get('/api/events?tab=mine&type=hybrid'),
      400,
      'type must be one of: all, in-person, virtual.',
    );
    await refused(
      await client.get('/api/events?tab=mine&category=knitting'),
      400,
      expect.stringMatching(/^category must be one of: sports, diy, food/) as unknown as string,
    );
    await refused(
      await client.get(`/api/events?tab=mine&search=${'a'.repeat(201)}`),
      400,
      'A search can be at most 200 characters.',
    );
    await refused(await client.get('/api/events?tab=mine&limit=0'), 400, 'limit must be a whole number from 1 to 100.');
    await refused(
      await client.get('/api/events?tab=mine&cursor=abc'),
      400,
      'That cursor is not valid: use the X-Next-Cursor of the previous page.',
    );
    await refused(
      await client.get('/api/events?tab=mine&timeZone=Nowhere/Land'),
      400,
      'timeZone must be an IANA time zone, such as America/Chicago.',
    );
  });
});

describe('GET /api/events/invitations', () => {
  it("pages the viewer's pending invitations, newest first, with the event and the inviter; the badge in X-Total-Count", async () => {
    const { prisma } = app.services;
    const host = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const event = await buildEvent(prisma, host.user.id, { isPublic: i !== 0 });
      made.push(
        await prisma.eventInvitation.create({
          data: {
            eventId: event.id,
            inviteeId: user.id,
            inviterId: host.user.id,
            createdAt: new Date(Date.now() - (10 - i) * 1000),
          },
        }),
      );
    }
    const answered = await buildEvent(prisma, host.user.id);
    await prisma.eventInvitation.create({
      data: { eventId: answered.id, inviteeId: user.id, inviterId: host.user.id, status: 'accepted' },
    });
    const response = await client.get('/api/events/invitations?limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('3');
    const page = await response.json();
    expect(ids(page)).toEqual([made[2]!.id, made[1]!.id]);
    expect(page[0]).toMatchObject({
      status: 'pending',
      event: { id: made[2]!.eventId, viewerStatus: 'invited' },
      inviter: { id: host.user.id, username: host.user.username },
    });
    expect(ids(await allPages(client, '/api/events/invitations?limit=2'))).toEqual([
      made[2]!.id,
      made[1]!.id,
      made[0]!.id,
    ]);
  });
});
