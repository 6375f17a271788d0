/** How a session is named to its member: its user agent in a few words, its address with the last part hidden. */
import { describe, expect, it } from 'vitest';
import { describeUserAgent, maskIpAddress } from './session-description.js';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS 14', device: 'Desktop' },
    ],
    // Chromium says 10.15.7 on every Mac: no version rather than a wrong one.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'macOS', device: 'Desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17', device: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17', device: 'iPad' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      { browser: 'Chrome 120', os: 'Android 14', device: 'Mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'Android 13', device: 'Tablet' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
      { browser: 'Firefox 121', os: 'Windows', device: 'Desktop' },
    ],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it('knows nothing of a missing or unrecognised user agent', () => {
    for (const userAgent of [null, undefined, '', 'curl/8.4.0']) {
      expect(describeUserAgent(userAgent)).toEqual({ browser: null, os: null, device: null });
    }
  });
});

describe('maskIpAddress', () => {
  it.each([
    ['198.51.100.23', '198.51.100.x'],
    ['::ffff:198.51.100.23', '198.51.100.x'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:0:…'],
    ['2001:db8::1', '2001:db8:0:0:…'],
    ['fe80::1%eth0', 'fe80:0:0:0:…'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2:…'],
    ['::1', '0:0:0:0:…'],
  ])('%s -> %s', (address, masked) => {
    expect(maskIpAddress(address)).toBe(masked);
  });

  it('answers null for what is not an address', () => {
    for (const address of [null, undefined, '', 'unknown', '999.1.1.1']) expect(maskIpAddress(address)).toBeNull();
  });
});
