import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  const afternoon = new Date(2025, 5, 8, 14, 5);

  it('writes the dates the app shows', () => {
    expect(formatDate(afternoon, 'date')).toBe('Jun 8, 2025');
    expect(formatDate(afternoon, 'dateTime')).toBe('Jun 8, 2025 • 2:05 PM');
    expect(formatDate(afternoon, 'weekdayDate')).toBe('Sun, Jun 8, 2025');
    expect(formatDate(afternoon, 'weekdayTime')).toBe('Sun, Jun 8 · 2:05 PM');
    expect(formatDate(afternoon, 'monthYear')).toBe('June 2025');
  });

  it('writes times on a 12-hour clock with a plain space before AM or PM', () => {
    expect(formatDate(afternoon, 'time')).toBe('2:05 PM');
    expect(formatDate(new Date(2025, 0, 1, 0, 30), 'time')).toBe('12:30 AM');
    expect(formatDate(new Date(2025, 0, 1, 12, 0), 'time')).toBe('12:00 PM');
    expect(formatDate(afternoon, 'time')).not.toMatch(/\u202f/);
  });

  it('refuses a date that cannot be read, as date-fns did', () => {
    expect(() => formatDate(new Date('nope'), 'date')).toThrow(RangeError);
  });
});
