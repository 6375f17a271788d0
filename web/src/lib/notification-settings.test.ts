import { describe, expect, it } from 'vitest';
import {
  QUIET_END_REQUIRED,
  QUIET_START_REQUIRED,
  TIME_ZONE_REQUIRED,
  quietHoursDraft,
  quietHoursDraftErrors,
  quietHoursInput,
  quietHoursRefusal,
  suggestedTimeZone,
  timeZoneChoices,
} from './notification-settings';

describe('the quiet hours form', () => {
  it('starts from the stored hours, or off with a night filled in', () => {
    expect(quietHoursDraft({ timeZone: 'Europe/Berlin', quietHours: { start: '23:00', end: '06:30' } })).toEqual({
      enabled: true,
      start: '23:00',
      end: '06:30',
      timeZone: 'Europe/Berlin',
    });
    expect(quietHoursDraft({ timeZone: 'UTC', quietHours: null })).toEqual({
      enabled: false,
      start: '22:00',
      end: '07:00',
      timeZone: 'UTC',
    });
  });

  it('asks for both times only while quiet hours are on, and always for a zone', () => {
    const draft = { enabled: true, start: '', end: '', timeZone: '' };
    expect(quietHoursDraftErrors(draft)).toEqual({
      start: QUIET_START_REQUIRED,
      end: QUIET_END_REQUIRED,
      timeZone: TIME_ZONE_REQUIRED,
    });
    expect(quietHoursDraftErrors({ ...draft, enabled: false, timeZone: 'UTC' })).toEqual({});
    // Equal times are the server's to refuse, in its words.
    expect(quietHoursDraftErrors({ enabled: true, start: '22:00', end: '22:00', timeZone: 'UTC' })).toEqual({});
  });

  it('sends null quiet hours when they are off', () => {
    expect(quietHoursInput({ enabled: false, start: '22:00', end: '07:00', timeZone: 'UTC' })).toEqual({
      timeZone: 'UTC',
      quietHours: null,
    });
    expect(quietHoursInput({ enabled: true, start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' })).toEqual({
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
    });
  });

  it('puts the server’s refusal beside the fields it names', () => {
    expect(
      quietHoursRefusal('Quiet hours must end at another time than they start.', [
        { field: 'quietHours.end', message: 'Quiet hours must end at another time than they start.' },
      ]),
    ).toEqual({ end: 'Quiet hours must end at another time than they start.' });
    expect(
      quietHoursRefusal('bad', [
        { field: 'quietHours.start', message: 'quietHours.start must be a time like 22:00' },
        { field: 'timeZone', message: 'timeZone must be a time zone name such as Europe/Berlin' },
        { field: 'digest', message: 'digest must be off, daily or weekly' },
      ]),
    ).toEqual({
      start: 'quietHours.start must be a time like 22:00',
      timeZone: 'timeZone must be a time zone name such as Europe/Berlin',
      form: 'digest must be off, daily or weekly',
    });
  });

  it('shows a refusal without fields above the button', () => {
    expect(quietHoursRefusal('Too many requests.', [])).toEqual({ form: 'Too many requests.' });
  });
});

describe('time zones', () => {
  it('lists the browser’s zones in order, with the stored one among them', () => {
    expect(timeZoneChoices('UTC', ['Europe/Berlin', 'America/Chicago'])).toEqual([
      'America/Chicago',
      'Europe/Berlin',
      'UTC',
    ]);
    expect(timeZoneChoices('Europe/Berlin', ['Europe/Berlin'])).toEqual(['Europe/Berlin']);
  });

  it('suggests the browser’s zone while the stored one is still the default', () => {
    expect(suggestedTimeZone('UTC', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(suggestedTimeZone('UTC', 'UTC')).toBeNull();
    expect(suggestedTimeZone('UTC', 'Etc/UTC')).toBeNull();
    expect(suggestedTimeZone('UTC', '')).toBeNull();
    expect(suggestedTimeZone('America/Chicago', 'Europe/Berlin')).toBeNull();
  });
});
