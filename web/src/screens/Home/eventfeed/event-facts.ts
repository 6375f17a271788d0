/** How the Eventfeed words an event's date, time and attendance. */
import { format, isValid } from 'date-fns';

/** 'Sat, Jun 14, 2025'; empty for a date that cannot be read. */
export function eventDay(date: Date | string): string {
  const at = new Date(date);
  return isValid(at) ? format(at, 'EEE, MMM d, yyyy') : '';
}

/** '6:30 PM', or '6:30 PM – 9:00 PM' with an end on the same day. */
export function eventTime(start: Date | string, end?: Date | string | null): string {
  const from = new Date(start);
  if (!isValid(from)) return '';
  const to = end ? new Date(end) : null;
  const sameDay = to && isValid(to) && format(to, 'yyyy-MM-dd') === format(from, 'yyyy-MM-dd') && to > from;
  return sameDay ? `${format(from, 'h:mm a')} – ${format(to, 'h:mm a')}` : format(from, 'h:mm a');
}

/** '1 attending', '12 attending', or with a limit '12 / 20 attending'. */
export function attendeeLabel(count: number, max?: number | null): string {
  return max ? `${count} / ${max} attending` : `${count} attending`;
}
