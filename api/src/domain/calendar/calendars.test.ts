/**
 * The calendars a member gets: one event's file, for an event they may see (its meeting link only as host or
 * attendee); and their feed, the events they host or attend from 30 days back, behind its secret address.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildUser } from '../../testing/factories.js';
import { eventCalendar, feedCalendar } from './calendars.js';
import { feedUrlFor } from './feed-address.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const member = () => buildUser(app.services.prisma);
const uidsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid);
const locationOf = (text: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!).location;

describe('eventCalendar', () => {
  it('names the file after the title and shows the meeting link to the host and attendees only', async () => {
    const [host, attendee, other] = [await member(), await member(), await member()];
    const event = await buildEvent(app.services.prisma, host.id, {
      title: 'Grill & Chill: Round #2!',
      isVirtual: true,
      meetingUrl: 'https://meet.example/grill',
    });
    await buildEventAttendee(app.services.prisma, event.id, attendee.id);
    const file = await eventCalendar(app.services.prisma, app.config, host.id, event.id);
    expect(file.fileName).toBe('grill-chill-round-2.ics');
    expect(uidsOf(file.body)).toEqual([`${event.id}@dadhood`]);
    for (const viewer of [host, attendee]) {
      expect(locationOf((await eventCalendar(app.services.prisma, app.config, viewer.id, event.id)).body)).toBe(
        'https://meet.example/grill',
      );
    }
    const forOther = await eventCalendar(app.services.prisma, app.config, other.id, event.id);
    expect(locationOf(forOther.body)).toBe(`${app.config.publicUrl}/events/${event.id}`);
  });

  it('is NOT_FOUND for a private event the member is not part of, BAD_USER_INPUT for a malformed id', async () => {
    const [host, other] = [await member(), await member()];
    const event = await buildEvent(app.services.prisma, host.id, { isPublic: false });
    await expect(eventCalendar(app.services.prisma, app.config, other.id, event.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(eventCalendar(app.services.prisma, app.config, other.id, 'x')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('feedCalendar', () => {
  it('holds the events the member hosts or attends, from 30 days back, not those waited on or others', async () => {
    const [me, host] = [await member(), await member()];
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const hosted = await buildEvent(app.services.prisma, me.id, { startDate: at(3) });
    const attended = await buildEvent(app.services.prisma, host.id, { startDate: at(1) });
    const recent = await buildEvent(app.services.prisma, host.id, { startDate: at(-29) });
    const longRunning = await buildEvent(app.services.prisma, host.id, { startDate: at(-60), endDate: at(-10) });
    const old = await buildEvent(app.services.prisma, host.id, { startDate: at(-31) });
    const waiting = await buildEvent(app.services.prisma, host.id, { startDate: at(2) });
    await buildEvent(app.services.prisma, host.id, { startDate: at(2) });
    for (const event of [attended, recent, longRunning, old])
      await buildEventAttendee(app.services.prisma, event.id, me.id);
    await buildEventAttendee(app.services.prisma, waiting.id, me.id, { status: 'waiting' });

    const url = await feedUrlFor(app.services, me.id);
    const token = url.split('/').at(-1)!.replace('.ics', '');
    const feed = await feedCalendar(app.services.prisma, app.config, token, now);
    // Soonest first.
    expect(uidsOf(feed)).toEqual([longRunning, recent, attended, hosted].map((e) => `${e.id}@dadhood`));
    expect(feed).toContain(`X-WR-CALNAME:${app.config.productName} events`);
  });

  it('is NOT_FOUND behind an unknown address', async () => {
    await expect(feedCalendar(app.services.prisma, app.config, 'B'.repeat(43))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
