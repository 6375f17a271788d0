/** How the Eventfeed and the events screens word an event's date, time and attendance. */
import { isSameDay, isValid } from 'date-fns';
import { formatDate } from '../lib/dates';

/** 'Sat, Jun 14, 2025'; empty for a date that cannot be read. */
export function eventDay(date: Date | string): string {
  const at = new Date(date);
  return isValid(at) ? formatDate(at, 'weekdayDate') : '';
}

/** '6:30 PM', or '6:30 PM – 9:00 PM' with an end on the same day. */
export function eventTime(start: Date | string, end?: Date | string | null): string {
  const from = new Date(start);
  if (!isValid(from)) return '';
  const to = end ? new Date(end) : null;
  const sameDay = to && isValid(to) && isSameDay(to, from) && to > from;
  return sameDay ? `${formatDate(from, 'time')} – ${formatDate(to, 'time')}` : formatDate(from, 'time');
}

/** '1 attending', '12 attending', or with a limit '12 / 20 attending'. */
export function attendeeLabel(count: number, max?: number | null): string {
  return max ? `${count} / ${max} attending` : `${count} attending`;
}
