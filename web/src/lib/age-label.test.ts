import { describe, expect, it } from 'vitest';
import { ageLabel, groupPostDate } from './age-label';

const now = new Date(2025, 5, 15, 12, 0, 0);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('ageLabel', () => {
  it("reads 'Just now' under one hour", () => {
    expect(ageLabel(now, now)).toBe('Just now');
    expect(ageLabel(minutesAgo(59), now)).toBe('Just now');
    expect(ageLabel(minutesAgo(-5), now)).toBe('Just now');
  });

  it("reads 'Nh ago' under 24 hours", () => {
    expect(ageLabel(minutesAgo(60), now)).toBe('1h ago');
    expect(ageLabel(minutesAgo(23 * 60 + 59), now)).toBe('23h ago');
  });

  it("reads 'Nd ago' under 7 days", () => {
    expect(ageLabel(minutesAgo(24 * 60), now)).toBe('1d ago');
    expect(ageLabel(minutesAgo(7 * 24 * 60 - 1), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on', () => {
    expect(ageLabel(minutesAgo(7 * 24 * 60), now)).toBe('Jun 8, 2025');
    expect(ageLabel(new Date(2024, 0, 3, 9, 30), now)).toBe('Jan 3, 2024');
  });

  it('accepts the ISO strings the server sends, and shows nothing for a broken one', () => {
    expect(ageLabel(minutesAgo(120).toISOString(), now)).toBe('2h ago');
    expect(ageLabel('not a date', now)).toBe('');
  });
});

describe('groupPostDate', () => {
  it('shows the date and the time of day', () => {
    expect(groupPostDate(new Date(2025, 5, 15, 14, 5))).toBe('Jun 15, 2025 • 2:05 PM');
    expect(groupPostDate(new Date(2025, 0, 1, 0, 30))).toBe('Jan 1, 2025 • 12:30 AM');
  });
});
