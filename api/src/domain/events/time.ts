/**
 * An event's time status as the events page shows it (from the start date, Today, Upcoming or
 * Past), in the member's own time zone: "today" is the member's calendar day, not the server's. Zones are IANA
 * names (America/Chicago), read by the platform's Intl, which ships the time-zone database.
 */
import { badInput } from '../errors.js';

export type EventTimeStatus = 'today' | 'upcoming' | 'past';

export const BAD_TIME_ZONE = 'timeZone must be an IANA time zone, such as America/Chicago.';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, or a 400 for a zone Intl does not know. Blank or absent is UTC. */
export function requireTimeZone(timeZone: unknown): string {
  if (timeZone === undefined || timeZone === null || timeZone === '') return 'UTC';
  if (typeof timeZone !== 'string' || timeZone.length > 64)
    throw badInput(BAD_TIME_ZONE, [{ field: 'timeZone', message: BAD_TIME_ZONE }]);
  try {
    formatIn(timeZone);
  } catch {
    throw badInput(BAD_TIME_ZONE, [{ field: 'timeZone', message: BAD_TIME_ZONE }]);
  }
  return timeZone;
}

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of `at` in the zone, as if it were UTC (so its difference from `at` is the offset). */
function wallClock(at: Date, timeZone: string): { y: number; m: number; d: number; asUtc: number } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const [y, m, d] = [parts.year!, parts.month!, parts.day!];
  return { y, m, d, asUtc: Date.UTC(y, m - 1, d, parts.hour!, parts.minute!, parts.second!) };
}

const offsetAt = (at: Date, timeZone: string) => wallClock(at, timeZone).asUtc - Math.floor(at.getTime() / 1000) * 1000;

/**
 * The first instant of the given calendar day in the zone. Two guesses, from the offsets either side of a change:
 * the earlier one that falls on that day (a day whose midnight a DST change skips starts at 01:00).
 */
function midnight(y: number, m: number, d: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(y, m - 1, d);
  const first = new Date(utcMidnight - offsetAt(new Date(utcMidnight), timeZone));
  const second = new Date(utcMidnight - offsetAt(first, timeZone));
  const onTheDay = (at: Date) => {
    const wall = wallClock(at, timeZone);
    return wall.y === y && wall.m === m && wall.d === d;
  };
  return [first, second].sort((a, b) => a.getTime() - b.getTime()).find(onTheDay) ?? first;
}

/** The member's today, as [its first instant, the next day's first instant). */
export function todayIn(timeZone: string, now = new Date()): { start: Date; end: Date } {
  const { y, m, d } = wallClock(now, timeZone);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: midnight(y, m, d, timeZone),
    end: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** Today when it starts on the member's today; else Upcoming when it starts later, Past when earlier. */
export function eventTimeStatus(startDate: Date, timeZone: string, now = new Date()): EventTimeStatus {
  const today = todayIn(timeZone, now);
  if (startDate >= today.start && startDate < today.end) return 'today';
  return startDate >= today.end ? 'upcoming' : 'past';
}
