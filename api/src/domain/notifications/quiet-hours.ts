/**
 * Quiet hours: a span of the member's local day (minutes after midnight, in their time zone) when mail and pushes
 * wait. Worked out when a delivery is due, from the member's settings then, so a change of time zone or of hours
 * counts at once.
 */

export interface QuietHours {
  /** Minutes after local midnight; a start after the end wraps past midnight (22:00 to 07:00). */
  start: number;
  end: number;
  timeZone: string;
}

const DAY_MINUTES = 24 * 60;

/** The quiet hours a member's stored settings hold, or null when they set none. */
export function quietHoursOf(
  settings: { quietHoursStart: number | null; quietHoursEnd: number | null; timeZone: string | null } | null,
): QuietHours | null {
  if (settings?.quietHoursStart == null || settings.quietHoursEnd == null) return null;
  return { start: settings.quietHoursStart, end: settings.quietHoursEnd, timeZone: settings.timeZone ?? 'UTC' };
}

/** Whether `timeZone` is a zone name this server knows (IANA: Europe/Berlin, America/New_York, UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after midnight at `instant` in `timeZone`. */
export function localMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or they are empty). The end is
 * counted in minutes from now, so across a change of daylight-saving time it may be an hour off; the delivery is
 * checked again then.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const minute = localMinutes(now, quiet.timeZone);
  const inside =
    quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
  if (!inside) return null;
  const wait = (quiet.end - minute + DAY_MINUTES) % DAY_MINUTES;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}
