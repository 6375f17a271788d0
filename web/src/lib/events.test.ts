import { describe, expect, it } from 'vitest';
import {
  categoryOverflow,
  EVENT_CATEGORIES,
  eventCategoryLabel,
  fromDateTimeLocal,
  parseMaxAttendees,
  timeStatus,
  toDateTimeLocal,
  waitlistLabel,
} from './events';

describe('event categories', () => {
  it('are the 17, in their order', () => {
    expect(EVENT_CATEGORIES.map((c) => c.id)).toEqual([
      'sports',
      'diy',
      'food',
      'camping',
      'comedy',
      'cars',
      'gaming',
      'tech',
      'photo',
      'music',
      'parenting',
      'fitness',
      'travel',
      'local',
      'professional',
      'social',
      'educational',
    ]);
    expect(eventCategoryLabel('diy')).toBe('DIY');
    expect(eventCategoryLabel('unknown')).toBe('unknown');
  });

  it('show at most two, then a +N count', () => {
    expect(categoryOverflow([])).toEqual({ shown: [], more: 0 });
    expect(categoryOverflow(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(categoryOverflow(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
    expect(categoryOverflow(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
  });
});

describe('time status', () => {
  const now = new Date(2026, 5, 14, 12, 0);
  it('is Today for any time on the browser’s today, Upcoming after it, Past before it', () => {
    expect(timeStatus(new Date(2026, 5, 14, 0, 0), now)).toBe('Today');
    expect(timeStatus(new Date(2026, 5, 14, 23, 59), now)).toBe('Today');
    expect(timeStatus(new Date(2026, 5, 14, 8, 0), now)).toBe('Today');
    expect(timeStatus(new Date(2026, 5, 15, 0, 0), now)).toBe('Upcoming');
    expect(timeStatus(new Date(2026, 5, 13, 23, 59), now)).toBe('Past');
    expect(timeStatus(new Date(2026, 5, 13, 23, 59).toISOString(), now)).toBe('Past');
  });
});

describe('the date fields', () => {
  it('turn an instant into a datetime-local value in the browser’s zone, and back', () => {
    const at = new Date(2026, 11, 5, 18, 30);
    expect(toDateTimeLocal(at)).toBe('2026-12-05T18:30');
    expect(fromDateTimeLocal('2026-12-05T18:30')).toBe(at.toISOString());
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('nonsense')).toBe('');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('not a date')).toBeNull();
  });
});

describe('maxAttendees', () => {
  it('is an integer, or null when empty', () => {
    expect(parseMaxAttendees('')).toBeNull();
    expect(parseMaxAttendees('  ')).toBeNull();
    expect(parseMaxAttendees('12')).toBe(12);
    expect(parseMaxAttendees(' 7 ')).toBe(7);
    expect(parseMaxAttendees('12.9')).toBe(12);
    expect(parseMaxAttendees('lots')).toBeNull();
  });
});

it('words the viewer’s place on the waiting list', () => {
  expect(waitlistLabel(2)).toBe('You are #2 on the waiting list');
});
