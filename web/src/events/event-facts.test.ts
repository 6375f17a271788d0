import { describe, expect, it } from 'vitest';
import { attendeeLabel, eventDay, eventTime } from './event-facts';

describe('eventDay', () => {
  it('reads weekday, month, day and year; nothing for a bad date', () => {
    expect(eventDay(new Date(2025, 5, 14, 18, 30))).toBe('Sat, Jun 14, 2025');
    expect(eventDay('not a date')).toBe('');
  });
});

describe('eventTime', () => {
  it('shows the start, and the end when it is later the same day', () => {
    const start = new Date(2025, 5, 14, 18, 30);
    expect(eventTime(start)).toBe('6:30 PM');
    expect(eventTime(start, new Date(2025, 5, 14, 21, 0))).toBe('6:30 PM – 9:00 PM');
    expect(eventTime(start, new Date(2025, 5, 15, 10, 0))).toBe('6:30 PM');
    expect(eventTime(start, new Date(2025, 5, 14, 17, 0))).toBe('6:30 PM');
    expect(eventTime(start.toISOString(), null)).toBe('6:30 PM');
    expect(eventTime('nope')).toBe('');
  });
});

describe('attendeeLabel', () => {
  it('counts attendees, out of the limit when there is one', () => {
    expect(attendeeLabel(0)).toBe('0 attending');
    expect(attendeeLabel(12, null)).toBe('12 attending');
    expect(attendeeLabel(12, 20)).toBe('12 / 20 attending');
  });
});
