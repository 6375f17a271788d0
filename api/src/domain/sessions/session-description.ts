/**
 * How "Where you're signed in" names a session to its member (docs/sessions.md): the browser, system and kind of
 * device its user agent claims, and the address it signed in from with its last part hidden. Nothing else is
 * derived: no place, as no geolocation database ships with the app.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { UAParser } from 'ua-parser-js';

export interface DeviceDescription {
  /** 'Chrome 120'; null when the user agent names no browser. */
  browser: string | null;
  /** 'macOS 14', 'iOS 17'; null when unknown. */
  os: string | null;
  /** 'Desktop', 'iPhone', 'iPad', 'Mobile', 'Tablet'...; null when the user agent says nothing we know. */
  device: string | null;
}

/** ua-parser-js' names, as members know them. */
const BROWSER_NAMES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Mobile Chrome': 'Chrome',
  'Mobile Firefox': 'Firefox',
};
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };

/**
 * Versions browsers now send whatever the system runs (Chromium and Firefox say macOS 10.15.7 on every Mac, and
 * Windows 10 on Windows 11 too): shown, they would be wrong as often as right, so the name stands alone.
 */
const FROZEN_OS_VERSIONS: Record<string, string> = { 'Mac OS': '10.15.7', Windows: '10' };

const DEVICE_TYPES: Record<string, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  smarttv: 'TV',
  console: 'Game console',
  wearable: 'Wearable',
  xr: 'Headset',
};

const named = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

const major = (version: string | undefined) => version?.split('.')[0] || undefined;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device: null };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const osVersion = os.name && FROZEN_OS_VERSIONS[os.name] === os.version ? undefined : major(os.version);
  const described = {
    browser: named(browser.name && (BROWSER_NAMES[browser.name] ?? browser.name), browser.major),
    os: named(os.name && (OS_NAMES[os.name] ?? os.name), osVersion),
  };
  return { ...described, device: deviceOf(device, described.browser !== null || described.os !== null) };
}

/** ua-parser-js gives desktops no type: a browser or system it recognised, with no type, is a desktop. */
function deviceOf({ type, model }: { type?: string | undefined; model?: string | undefined }, recognised: boolean) {
  if (type === 'mobile' && model === 'iPhone') return 'iPhone';
  if (type === 'tablet' && model === 'iPad') return 'iPad';
  if (type) return DEVICE_TYPES[type] ?? null;
  return recognised ? 'Desktop' : null;
}

/**
 * The address with its last part hidden ('198.51.100.x'; IPv6: the first four groups, the network, then '…'):
 * enough for a member to tell home from work, not a full address on a screen others may glance at. Null when
 * it is not an address ('unknown' when the request had none).
 */
export function maskIpAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const bare = address.replace(/%.*$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1] ?? bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(bare)) return null;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}:…`;
}

/** The eight groups of an IPv6 address, '::' expanded, leading zeros dropped ('2001:db8::1' -> 2001, db8, 0...). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          // An IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [first, last] = [part(head), tail === undefined ? [] : part(tail)];
  const zeros = Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0');
  return [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16).toString(16));
}
