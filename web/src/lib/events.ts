/**
 * Events: the choices of the filters and forms, and the rules the screens apply before a call or
 * to show an event (its time status in the browser's zone, at most 2 categories plus '+N', maxAttendees).
 */
import { isValid, startOfDay } from 'date-fns';

/** The 17 event categories, in the order the forms and filters show them. */
export const EVENT_CATEGORIES = [
  { id: 'sports', label: 'Sports' },
  { id: 'diy', label: 'DIY' },
  { id: 'food', label: 'Food' },
  { id: 'camping', label: 'Camping' },
  { id: 'comedy', label: 'Comedy' },
  { id: 'cars', label: 'Cars' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'tech', label: 'Tech' },
  { id: 'photo', label: 'Photography' },
  { id: 'music', label: 'Music' },
  { id: 'parenting', label: 'Parenting' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'travel', label: 'Travel' },
  { id: 'local', label: 'Local' },
  { id: 'professional', label: 'Professional' },
  { id: 'social', label: 'Social' },
  { id: 'educational', label: 'Educational' },
] as const;

export type EventCategoryId = (typeof EVENT_CATEGORIES)[number]['id'];

export const TIME_FILTERS = [
  { id: 'ALL', label: 'All dates' },
  { id: 'UPCOMING', label: 'Upcoming' },
  { id: 'TODAY', label: 'Today' },
  { id: 'PAST', label: 'Past' },
] as const;
export type TimeFilterId = (typeof TIME_FILTERS)[number]['id'];

export const VISIBILITY_FILTERS = [
  { id: 'ALL', label: 'Public and private' },
  { id: 'PUBLIC', label: 'Public' },
  { id: 'PRIVATE', label: 'Private' },
] as const;
export type VisibilityFilterId = (typeof VISIBILITY_FILTERS)[number]['id'];

export const TYPE_FILTERS = [
  { id: 'ALL', label: 'In-person and virtual' },
  { id: 'IN_PERSON', label: 'In-person' },
  { id: 'VIRTUAL', label: 'Virtual' },
] as const;
export type TypeFilterId = (typeof TYPE_FILTERS)[number]['id'];

export function eventCategoryLabel(id: string): string {
  return EVENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

export function isEventCategory(id: string): id is EventCategoryId {
  return EVENT_CATEGORIES.some((category) => category.id === id);
}

/** At most `max` categories shown, the rest as a '+N' count (invitation cards: 2). */
export function categoryOverflow<T>(categories: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: categories.slice(0, max), more: Math.max(0, categories.length - max) };
}

export type TimeStatus = 'Today' | 'Upcoming' | 'Past';

/** From the start date alone, in the browser's zone: it starts today, on a later day, or on an earlier one. */
export function timeStatus(startDate: Date | string, now: Date = new Date()): TimeStatus {
  const start = startOfDay(new Date(startDate)).getTime();
  const today = startOfDay(now).getTime();
  if (start === today) return 'Today';
  return start > today ? 'Upcoming' : 'Past';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local field holds it, in the browser's zone: '2026-06-14T18:30'; '' for none. */
export function toDateTimeLocal(date: Date | string | null | undefined): string {
  if (!date) return '';
  const at = new Date(date);
  if (!isValid(at)) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local field's value as an ISO instant (read in the browser's zone); null when empty or unreadable. */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return isValid(at) ? at.toISOString() : null;
}

/** maxAttendees: the field parsed as an integer (as parseInt reads it), or null when empty or not a number. */
export function parseMaxAttendees(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? null : value;
}

/** 'You are #2 on the waiting list'. */
export function waitlistLabel(position: number): string {
  return `You are #${position} on the waiting list`;
}
