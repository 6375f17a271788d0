/**
 * The key a client address is counted under by every limit that counts addresses (sign-in, registration, the
 * points budget).
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 as is (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`); IPv6 by its /64 network, because one home
 * or phone gets a whole /64 and could otherwise step through billions of addresses to escape a limit.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip.slice(0, 64); // 'unknown' (no socket) is counted as given
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0]!; // a zone id (fe80::1%eth0) names an interface, not an address
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
