/**
 * Events as iCalendar (RFC 5545), written by ical-generator: one event for 'Add to calendar', or a member's feed.
 * Times are written in UTC (DTSTART:20261205T233000Z), which every calendar shows in its own zone, so no
 * VTIMEZONE is needed. The UID is stable ({eventId}@dadhood): a calendar that fetches the feed again updates the
 * event rather than adding a second one.
 */
import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';
import type { Config } from '../../config/config.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { eventUrl } from '../events/link.js';

/** An event without an end lasts this long in a calendar. */
export const DEFAULT_EVENT_HOURS = 2;

/** The columns an event's VEVENT is written from. */
export const calendarEventSelect = {
  id: true,
  title: true,
  description: true,
  location: true,
  startDate: true,
  endDate: true,
  isPublic: true,
  isVirtual: true,
  meetingUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EventSelect;

export type CalendarEvent = Prisma.EventGetPayload<{ select: typeof calendarEventSelect }>;

type CalendarConfig = Pick<Config, 'publicUrl' | 'productName'>;

/** The event's page on PUBLIC_URL, the same address as the host's Generate Link. */
export const eventPageUrl = (config: Pick<Config, 'publicUrl'>, eventId: string) => eventUrl(config.publicUrl, eventId);

export const calendarEndOf = (event: Pick<CalendarEvent, 'startDate' | 'endDate'>) =>
  event.endDate && event.endDate > event.startDate
    ? event.endDate
    : new Date(event.startDate.getTime() + DEFAULT_EVENT_HOURS * 60 * 60 * 1000);

export interface CalendarOptions {
  /** The calendar's name in the app that shows it (X-WR-CALNAME). */
  name: string;
  /** How often a subscribing calendar should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL); none for a download. */
  refreshSeconds?: number;
  /** May the meeting link of this virtual event be written? (host and attendees only); else its page. */
  showsMeetingUrl: (event: CalendarEvent) => boolean;
}

export function writeCalendar(config: CalendarConfig, events: CalendarEvent[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: config.productName, product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: options.name,
    ttl: options.refreshSeconds ?? null,
  });
  for (const event of events) {
    const page = eventPageUrl(config, event.id);
    const place = event.isVirtual ? (options.showsMeetingUrl(event) && event.meetingUrl) || page : event.location;
    calendar.createEvent({
      id: `${event.id}@dadhood`,
      start: event.startDate,
      end: calendarEndOf(event),
      summary: event.title,
      // Google Calendar does not show URL: the event's page goes in the description too.
      description: event.description ? `${event.description}\n\n${page}` : page,
      location: place || null,
      url: page,
      status: ICalEventStatus.CONFIRMED,
      class: event.isPublic ? ICalEventClass.PUBLIC : ICalEventClass.PRIVATE,
      created: event.createdAt,
      lastModified: event.updatedAt,
      stamp: event.updatedAt,
    });
  }
  return calendar.toString();
}
