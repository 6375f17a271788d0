/**
 * Push on this device (the notification settings screen): the server's VAPID key as the bytes
 * PushManager.subscribe takes, and the words for how many devices have push on.
 */

/** A URL-safe base64 text (no padding needed), such as `pushPublicKey`, as bytes. */
export function urlBase64ToUint8Array(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

/** 'Push is on for 2 devices.' (this one counted, when it is one of them). */
export function pushDevicesText(count: number): string {
  if (count <= 0) return 'Push is not on for any of your devices.';
  return `Push is on for ${count} ${count === 1 ? 'device' : 'devices'}.`;
}
