import { differenceInHours, isValid } from 'date-fns';
import { formatDate } from './dates';

/** How old a post, comment or notification is: 'Just now', 'Nh ago', 'Nd ago', then the date. */
export function ageLabel(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date);
  if (!isValid(then)) return '';
  const hours = differenceInHours(now, then);
  // Dates slightly in the future (a clock ahead of the server's) read as new, not as a negative age.
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  // Elapsed days, not calendar days: a daylight-saving change must not turn 24 hours into '0d ago'.
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(then, 'date');
}

/** The date and time under a group post, e.g. 'Jun 15, 2025 • 2:05 PM'. */
export function groupPostDate(date: Date | string): string {
  const then = new Date(date);
  return isValid(then) ? formatDate(then, 'dateTime') : '';
}
