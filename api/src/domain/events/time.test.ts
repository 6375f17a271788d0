import { describe, expect, it } from 'vitest';
import { eventTimeStatus, requireTimeZone, todayIn } from './time.js';

const at = (iso: string) => new Date(iso);

describe("an event's time status in the member's zone", () => {
  it("finds the member's today, across offsets and DST changes", () => {
    const day = (zone: string, now: string) => {
      const { start, end } = todayIn(zone, at(now));
      return [start.toISOString(), end.toISOString()];
    };
    expect(day('UTC', '2026-11-24T23:59:59Z')).toEqual(['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
    expect(day('Asia/Kolkata', '2026-11-24T20:00:00Z')).toEqual([
      '2026-11-24T18:30:00.000Z',
      '2026-11-25T18:30:00.000Z',
    ]);
    // A 23-hour and a 25-hour day in Chicago.
    expect(day('America/Chicago', '2026-03-08T12:00:00Z')).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-09T05:00:00.000Z',
    ]);
    expect(day('America/Chicago', '2026-11-01T05:30:00Z')).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-02T06:00:00.000Z',
    ]);
    // Santiago skips midnight when summer time starts: that day begins at 01:00.
    expect(day('America/Santiago', '2026-09-06T12:00:00Z')).toEqual([
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ]);
  });

  it('says Today, Upcoming or Past from the start date', () => {
    const now = at('2026-11-24T20:00:00Z'); // 14:00 in Chicago
    expect(eventTimeStatus(at('2026-11-25T01:00:00Z'), 'America/Chicago', now)).toBe('today');
    expect(eventTimeStatus(at('2026-11-25T01:00:00Z'), 'UTC', now)).toBe('upcoming');
    expect(eventTimeStatus(at('2026-11-24T07:00:00Z'), 'America/Chicago', now)).toBe('today');
    expect(eventTimeStatus(at('2026-11-24T05:00:00Z'), 'America/Chicago', now)).toBe('past');
  });

  it('takes IANA zones and refuses anything else', () => {
    expect(requireTimeZone(undefined)).toBe('UTC');
    expect(requireTimeZone('')).toBe('UTC');
    expect(requireTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    for (const bad of ['Mars/Olympus', 'x'.repeat(65), 42]) {
      expect(() => requireTimeZone(bad)).toThrow('timeZone must be an IANA time zone, such as America/Chicago.');
    }
  });
});
