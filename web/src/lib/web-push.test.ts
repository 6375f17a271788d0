import { describe, expect, it } from 'vitest';
import { pushDevicesText, urlBase64ToUint8Array } from './web-push';

describe('urlBase64ToUint8Array', () => {
  it('reads URL-safe base64 without padding, as VAPID keys come', () => {
    // 0xfb 0xff 0xbf: '+/+/' in plain base64, '-_-_' URL-safe.
    expect([...urlBase64ToUint8Array('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...urlBase64ToUint8Array('AQ')]).toEqual([1]);
    expect([...urlBase64ToUint8Array('AQI')]).toEqual([1, 2]);
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
  });

  it('takes padded text and surrounding spaces too', () => {
    expect([...urlBase64ToUint8Array(' AQ== ')]).toEqual([1]);
  });

  it('gives the 65 bytes of an uncompressed P-256 public key', () => {
    const key = `BA${'A'.repeat(85)}`;
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('refuses text that is not base64', () => {
    expect(() => urlBase64ToUint8Array('not base64!')).toThrow();
  });
});

describe('pushDevicesText', () => {
  it('counts the devices in words', () => {
    expect(pushDevicesText(0)).toBe('Push is not on for any of your devices.');
    expect(pushDevicesText(1)).toBe('Push is on for 1 device.');
    expect(pushDevicesText(3)).toBe('Push is on for 3 devices.');
  });
});
