/**
 * The two calendars a member gets: one event's .ics ('Add to calendar', any event they may see) and their
 * private feed (the events they attend or host, from 30 days back), read by its secret address.
 */
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { eventContentVisible, eventVisible } from '../events/visibility.js';
import { notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import { alias } from '../visibility.js';
import { memberOfFeedToken } from './feed-address.js';
import { calendarEventSelect, writeCalendar, type CalendarEvent } from './ics.js';

export const FEED_PAST_DAYS = 30;
/** More than anyone attends in a window of 30 days back and everything ahead; a bound on one fetch's work. */
export const FEED_MAX_EVENTS = 500;
/** Calendars that honour it (Apple, Thunderbird, Outlook) fetch the feed again hourly; Google sets its own pace. */
export const FEED_REFRESH_SECONDS = 60 * 60;

type CalendarConfig = Pick<Config, 'publicUrl' | 'productName'>;

export interface CalendarFile {
  /** A file name for the download: the title's letters and digits. */
  fileName: string;
  body: string;
}

const fileNameOf = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'event'
  }.ics`;

/** One event the viewer may see (else 404); its meeting link only for its host and attendees. */
export async function eventCalendar(
  db: DbTx,
  config: CalendarConfig,
  viewerId: string,
  rawEventId: unknown,
): Promise<CalendarFile> {
  const eventId = requireId(rawEventId, 'event');
  const e = alias('e');
  const [event] = await db.$queryRaw<(CalendarEvent & { participant: boolean })[]>(Prisma.sql`
    SELECT ${e}.id, ${e}.title, ${e}.description, ${e}.location, ${e}."startDate", ${e}."endDate", ${e}."isPublic",
           ${e}."isVirtual", ${e}."meetingUrl", ${e}."createdAt", ${e}."updatedAt", ${eventContentVisible(viewerId, e)} AS participant
    FROM "Event" ${e}
    WHERE ${e}.id = ${eventId}::uuid AND ${eventVisible(viewerId, e)}`);
  if (!event) throw notFound('Event');
  const body = writeCalendar(config, [event], { name: event.title, showsMeetingUrl: () => event.participant });
  return { fileName: fileNameOf(event.title), body };
}

/** The events of a member's feed: hosted or attended, ending (or starting) no more than 30 days ago. */
export function feedEvents(db: DbTx, userId: string, now = new Date()): Promise<CalendarEvent[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  return db.event.findMany({
    where: {
      AND: [
        { OR: [{ creatorId: userId }, { attendees: { some: { userId, status: 'attending' } } }] },
        { OR: [{ startDate: { gte: since } }, { endDate: { gte: since } }] },
      ],
    },
    orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
    take: FEED_MAX_EVENTS,
    select: calendarEventSelect,
  });
}

/** The feed behind a secret address, or 404 for an address that is unknown or was reset. */
export async function feedCalendar(db: DbTx, config: CalendarConfig, token: string, now = new Date()): Promise<string> {
  const userId = await memberOfFeedToken(db, token);
  if (!userId) throw notFound('Calendar');
  const events = await feedEvents(db, userId, now);
  // Every event here is the member's own or one they attend: the meeting links are theirs to see.
  return writeCalendar(config, events, {
    name: `${config.productName} events`,
    refreshSeconds: FEED_REFRESH_SECONDS,
    showsMeetingUrl: () => true,
  });
}
