/**
 * The inbox's date separators and message times: a separator before the first message of each day of the
 * member's calendar ('Today', 'Yesterday', then 'Sun, Jun 8, 2025'), and the time under each message ('2:05 PM').
 */
import { isSameDay, isValid, subDays } from 'date-fns';
import { formatDate } from './dates';

export function messageDayLabel(date: Date | string, now: Date = new Date()): string {
  const day = new Date(date);
  if (!isValid(day)) return '';
  if (isSameDay(day, now)) return 'Today';
  if (isSameDay(day, subDays(now, 1))) return 'Yesterday';
  return formatDate(day, 'weekdayDate');
}

export function messageTime(date: Date | string): string {
  const time = new Date(date);
  return isValid(time) ? formatDate(time, 'time') : '';
}

/** Indexes (in the list's order, oldest first) of the messages that open a new day: a separator goes before each. */
export function dayStarts(createdAts: readonly (Date | string)[]): Set<number> {
  const starts = new Set<number>();
  let previous: Date | null = null;
  createdAts.forEach((value, index) => {
    const current = new Date(value);
    if (!isValid(current)) return;
    if (!previous || !isSameDay(previous, current)) starts.add(index);
    previous = current;
  });
  return starts;
}
