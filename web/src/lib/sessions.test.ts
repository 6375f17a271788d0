import { describe, expect, it } from 'vitest';
import {
  deviceKind,
  lastActiveLabel,
  sessionPlace,
  sessionTitle,
  signedInLabel,
  signedOutOthersMessage,
} from './sessions';

describe('sessionTitle', () => {
  it('names the browser on its system, either alone when the other is unknown', () => {
    expect(sessionTitle({ browser: 'Chrome 120', os: 'macOS 14' })).toBe('Chrome 120 on macOS 14');
    expect(sessionTitle({ browser: 'Firefox 121', os: null })).toBe('Firefox 121');
    expect(sessionTitle({ browser: null, os: 'Android 14' })).toBe('Android 14');
    expect(sessionTitle({ browser: null, os: undefined })).toBe('Unknown browser');
  });
});

describe('deviceKind', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(['iPhone', 'Mobile', 'iPad', 'Tablet', 'Desktop', 'TV', null].map(deviceKind)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'other',
      'other',
    ]);
  });
});

describe('sessionPlace', () => {
  it('joins the device and the masked address, leaving out what is unknown', () => {
    expect(sessionPlace('Desktop', '198.51.100.x')).toBe('Desktop · 198.51.100.x');
    expect(sessionPlace(null, '2001:db8:0:0:…')).toBe('2001:db8:0:0:…');
    expect(sessionPlace('iPhone', null)).toBe('iPhone');
    expect(sessionPlace(null, null)).toBe('');
  });
});

describe('dates', () => {
  const now = new Date(2026, 2, 10, 12, 0, 0);

  it('says how long ago it was last active', () => {
    expect(lastActiveLabel(new Date(2026, 2, 10, 11, 30).toISOString(), now)).toBe('Just now');
    expect(lastActiveLabel(new Date(2026, 2, 10, 9, 0).toISOString(), now)).toBe('3h ago');
    expect(lastActiveLabel(new Date(2026, 2, 8, 12, 0).toISOString(), now)).toBe('2d ago');
    expect(lastActiveLabel(null, now)).toBe('');
  });

  it('gives the day it signed in', () => {
    expect(signedInLabel(new Date(2026, 2, 3, 15, 0).toISOString())).toBe('Mar 3, 2026');
    expect(signedInLabel('not a date')).toBe('');
  });
});

describe('signedOutOthersMessage', () => {
  it('counts the browsers signed out', () => {
    expect(signedOutOthersMessage(0)).toBe('No other browser was signed in.');
    expect(signedOutOthersMessage(1)).toBe('1 other browser was signed out.');
    expect(signedOutOthersMessage(3)).toBe('3 other browsers were signed out.');
  });
});
