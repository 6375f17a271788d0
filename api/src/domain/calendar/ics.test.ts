import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarEndOf, writeCalendar } from './ics.js';

const config = { publicUrl: 'https://dadhood.example', productName: 'Dadhood' };
const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '0192f0c2-7e1a-7000-8000-00000000000a',
  title: 'Smoker day',
  description: '',
  location: 'Zilker Park',
  startDate: new Date('2026-12-05T23:30:00Z'),
  endDate: null,
  isPublic: true,
  isVirtual: false,
  meetingUrl: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  ...overrides,
});
const page = (id: string) => `${config.publicUrl}/events/${id}`;

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('writeCalendar', () => {
  it('writes each event in UTC with a stable UID, its page in the description, two hours long without an end', () => {
    const text = writeCalendar(config, [event({ description: 'Bring chairs' })], {
      name: 'Smoker day',
      showsMeetingUrl: () => false,
    });
    expect(text).toContain('\r\nDTSTART:20261205T233000Z\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Smoker day\r\n');
    expect(text).not.toContain('REFRESH-INTERVAL');
    const [written] = vevents(text);
    expect(written!.uid).toBe('0192f0c2-7e1a-7000-8000-00000000000a@dadhood');
    expect(written!.endDate.toJSDate().toISOString()).toBe('2026-12-06T01:30:00.000Z');
    expect(written!.description).toBe(`Bring chairs\n\n${page(event().id)}`);
    expect(written!.location).toBe('Zilker Park');
  });

  it('gives a virtual event its meeting link only where allowed, else its page; a private one CLASS:PRIVATE', () => {
    const open = event({
      id: '0192f0c2-7e1a-7000-8000-00000000000b',
      isVirtual: true,
      meetingUrl: 'https://meet.example/x',
    });
    const closed = event({
      id: '0192f0c2-7e1a-7000-8000-00000000000c',
      isVirtual: true,
      meetingUrl: 'https://meet.example/y',
      isPublic: false,
    });
    const text = writeCalendar(config, [open, closed], {
      name: 'Feed',
      refreshSeconds: 3600,
      showsMeetingUrl: (e) => e.id === open.id,
    });
    expect(vevents(text).map((e) => e.location)).toEqual(['https://meet.example/x', page(closed.id)]);
    expect(text.match(/CLASS:\w+/g)).toEqual(['CLASS:PUBLIC', 'CLASS:PRIVATE']);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});

describe('calendarEndOf', () => {
  it('is the end when after the start, else two hours after the start', () => {
    const startDate = new Date('2026-01-01T10:00:00Z');
    expect(calendarEndOf({ startDate, endDate: new Date('2026-01-01T11:00:00Z') })).toEqual(
      new Date('2026-01-01T11:00:00Z'),
    );
    expect(calendarEndOf({ startDate, endDate: startDate })).toEqual(new Date('2026-01-01T12:00:00Z'));
  });
});
