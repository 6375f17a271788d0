import { describe, expect, it } from 'vitest';
import { dayStarts, messageDayLabel, messageTime } from './message-dates';

const now = new Date(2025, 5, 15, 12, 0);

describe('messageDayLabel', () => {
  it("reads 'Today' and 'Yesterday' by the calendar, not by hours", () => {
    expect(messageDayLabel(new Date(2025, 5, 15, 0, 1), now)).toBe('Today');
    expect(messageDayLabel(new Date(2025, 5, 14, 23, 59), now)).toBe('Yesterday');
    expect(messageDayLabel(new Date(2025, 5, 14, 0, 0), now)).toBe('Yesterday');
  });

  it('shows older days with their weekday and date', () => {
    expect(messageDayLabel(new Date(2025, 5, 8, 9, 0), now)).toBe('Sun, Jun 8, 2025');
    expect(messageDayLabel(new Date(2024, 11, 31, 9, 0).toISOString(), now)).toBe('Tue, Dec 31, 2024');
  });

  it('shows nothing for a date that cannot be read', () => {
    expect(messageDayLabel('nope', now)).toBe('');
  });
});

describe('messageTime', () => {
  it('shows the time of day', () => {
    expect(messageTime(new Date(2025, 5, 15, 14, 5))).toBe('2:05 PM');
    expect(messageTime('bad')).toBe('');
  });
});

describe('dayStarts', () => {
  it('marks the first message of each day', () => {
    const dates = [
      new Date(2025, 5, 13, 23, 0),
      new Date(2025, 5, 13, 23, 30),
      new Date(2025, 5, 14, 0, 5),
      new Date(2025, 5, 15, 8, 0),
      new Date(2025, 5, 15, 9, 0),
    ];
    expect([...dayStarts(dates)]).toEqual([0, 2, 3]);
    expect([...dayStarts([])]).toEqual([]);
  });
});
