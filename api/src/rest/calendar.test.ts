/**
 * Calendars over /api: an event's .ics ('Add to calendar') and each member's private feed, read back with
 * Mozilla's ical.js as a calendar app would: times in UTC, the default two-hour length, stable UIDs, only the
 * member's own events, a reset address that stops working, and 404s for what one may not see.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildEvent, buildEventAttendee, signedInClient, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The VEVENTs of an iCalendar text, parsed by ical.js. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
}

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/events/:id/calendar.ics', () => {
  it('writes an event created with a -05:00 offset in UTC, two hours long without an end', async () => {
    const host = await signedInMember(app);
    const created = await host.client.post('/api/events', {
      json: {
        title: 'Smoker day; bring chairs, hats',
        description: 'Line one\nLine two',
        location: 'Zilker Park, Austin',
        startDate: '2026-12-05T18:30:00-05:00',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const response = await host.client.get(`/api/events/${id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="smoker-day-bring-chairs-hats.ics"');
    const text = await response.text();
    expect(text).toContain('\r\nDTSTART:20261205T233000Z\r\n');
    const [only, ...more] = eventsOf(text);
    expect(more).toEqual([]);
    const { event, vevent } = only!;
    expect(event.uid).toBe(`${id}@dadhood`);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T23:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-06T01:30:00.000Z');
    expect(event.summary).toBe('Smoker day; bring chairs, hats');
    expect(event.location).toBe('Zilker Park, Austin');
    expect(event.description).toBe(`Line one\nLine two\n\n${app.config.publicUrl}/events/${id}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${app.config.publicUrl}/events/${id}`);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const stored = await app.services.prisma.event.findUniqueOrThrow({ where: { id } });
    const lastModified = vevent.getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(lastModified.toJSDate().getTime()).toBe(Math.floor(stored.updatedAt.getTime() / 1000) * 1000);
  });

  it("ends at the event's end; a virtual event's meeting link for its attendees only, its page for others", async () => {
    const [host, dad, visitor] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const event = await buildEvent(app.services.prisma, host.user.id, {
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/dads',
      startDate: new Date('2026-12-10T01:00:00Z'),
      endDate: new Date('2026-12-10T01:45:00Z'),
    });
    await buildEventAttendee(app.services.prisma, event.id, dad.user.id);
    const read = async (client: typeof dad.client) =>
      eventsOf(await (await client.get(`/api/events/${event.id}/calendar.ics`)).text())[0]!.event;
    const attending = await read(dad.client);
    expect(attending.endDate.toJSDate().toISOString()).toBe('2026-12-10T01:45:00.000Z');
    expect(attending.location).toBe('https://meet.example.com/dads');
    expect((await read(host.client)).location).toBe('https://meet.example.com/dads');
    expect((await read(visitor.client)).location).toBe(`${app.config.publicUrl}/events/${event.id}`);
  });

  it('is 404 for an event one may not see or that does not exist, 401 signed out', async () => {
    const [host, stranger] = [await signedInMember(app), await signedInMember(app)];
    const hidden = await buildEvent(app.services.prisma, host.user.id, { isPublic: false });
    for (const path of [`/api/events/${hidden.id}/calendar.ics`, `/api/events/${crypto.randomUUID()}/calendar.ics`]) {
      const response = await stranger.client.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Event was not found.' });
    }
    expect((await host.client.get(`/api/events/${hidden.id}/calendar.ics`)).status).toBe(200);
    expect((await app.client().get(`/api/events/${hidden.id}/calendar.ics`)).status).toBe(401);
  });
});

describe('the private calendar feed', () => {
  /** A member with events of every kind around them. */
  async function calendarWorld() {
    const [dad, other] = [await signedInMember(app), await signedInMember(app)];
    const { prisma } = app.services;
    const now = Date.now();
    const hosted = await buildEvent(prisma, dad.user.id, { title: 'Hosted' });
    const attendedPrivate = await buildEvent(prisma, other.user.id, { title: 'Private, attended', isPublic: false });
    const recent = await buildEvent(prisma, other.user.id, {
      title: 'Ten days ago',
      startDate: new Date(now - 10 * DAY),
    });
    const longAgo = await buildEvent(prisma, other.user.id, {
      title: 'Forty days ago',
      startDate: new Date(now - 40 * DAY),
    });
    const waiting = await buildEvent(prisma, other.user.id, { title: 'Waiting for a place' });
    const notMine = await buildEvent(prisma, other.user.id, { title: 'Public, not attended' });
    const strangersPrivate = await buildEvent(prisma, other.user.id, {
      title: "A stranger's private event",
      isPublic: false,
    });
    for (const e of [attendedPrivate, recent, longAgo]) await buildEventAttendee(prisma, e.id, dad.user.id);
    await buildEventAttendee(prisma, waiting.id, dad.user.id, { status: 'waiting' });
    return {
      dad,
      other,
      shown: [hosted, attendedPrivate, recent],
      hidden: [longAgo, waiting, notMine, strangersPrivate],
    };
  }

  const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;

  it('lists the events the member hosts or attends, from 30 days back, at an address that needs no session', async () => {
    const { dad, shown } = await calendarWorld();
    const response = await dad.client.get('/api/calendar/feed');
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${app.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await (await dad.client.get('/api/calendar/feed')).json()).toEqual({ url });

    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    expect(feed.headers.get('set-cookie')).toBeNull();
    const text = await feed.text();
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const uids = eventsOf(text).map(({ event }) => event.uid);
    expect(uids.sort()).toEqual(shown.map((e) => `${e.id}@dadhood`).sort());

    // Only the token's hash is stored; the address is made again from the nonce.
    const row = await app.services.prisma.calendarFeed.findUniqueOrThrow({ where: { userId: dad.user.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(tokenOf(url)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
  });

  it('never shows a stranger the private events of another member', async () => {
    const { other, hidden } = await calendarWorld();
    const { url } = (await (await other.client.get('/api/calendar/feed')).json()) as { url: string };
    const strangersPrivate = hidden.at(-1)!;
    // The host's own feed has it; nobody else's does (the member's feed above left it out).
    expect(eventsOf(await (await fetch(url)).text()).map(({ event }) => event.uid)).toContain(
      `${strangersPrivate.id}@dadhood`,
    );
    const outsider = await signedInMember(app);
    const own = (await (await outsider.client.get('/api/calendar/feed')).json()) as { url: string };
    expect(eventsOf(await (await fetch(own.url)).text())).toEqual([]);
  });

  it('resets the address: the old one answers 404, the new one the feed', async () => {
    const { dad } = await calendarWorld();
    const { url: old } = (await (await dad.client.get('/api/calendar/feed')).json()) as { url: string };
    const reset = await dad.client.post('/api/calendar/feed/reset');
    expect(reset.status).toBe(200);
    const { url } = (await reset.json()) as { url: string };
    expect(url).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect(await (await fetch(old)).json()).toEqual({ message: 'Calendar was not found.' });
    expect((await fetch(url)).status).toBe(200);
    expect(await (await dad.client.get('/api/calendar/feed')).json()).toEqual({ url });
  });

  it('answers 404 for unknown or malformed tokens, 401 for the address signed out', async () => {
    for (const token of ['A'.repeat(43), 'short', 'feed'])
      expect((await app.client().get(`/api/calendar/${token}.ics`)).status).toBe(404);
    expect((await app.client().get('/api/calendar/feed')).status).toBe(401);
    expect((await app.client().post('/api/calendar/feed/reset')).status).toBe(401);
  });

  it('retires every address when the feed secret changes, and makes a new one on request', async () => {
    const { dad } = await calendarWorld();
    const { url: old } = (await (await dad.client.get('/api/calendar/feed')).json()) as { url: string };
    const rekeyed = await createTestApp(
      { CALENDAR_FEED_SECRET: 'a-secret-of-at-least-thirty-two-chars!' },
      { db: app.db },
    );
    try {
      const client = await signedInClient(rekeyed, dad.user);
      const { url } = (await (await client.get('/api/calendar/feed')).json()) as { url: string };
      expect(tokenOf(url)).not.toBe(tokenOf(old));
      expect((await fetch(`${rekeyed.url}/api/calendar/${tokenOf(old)}.ics`)).status).toBe(404);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await rekeyed.close();
    }
  });
});
