/**
 * A push service for the tests: a local HTTP server standing where a browser vendor's would, and a device's
 * subscription to it made with freshly generated keys. It checks the VAPID signature (RFC 8292) and decrypts what
 * it receives (RFC 8291, aes128gcm) with the device's private key, as a browser would, so a test reads the payload
 * the service worker would get.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The decrypted payload, parsed. */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, once its signature checked out against the key in the header. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const devicePublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with 0x02, then padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2));
}

function verifyVapid(authorization: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key: KeyObject = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), key: match[2]! };
}

/** Starts the service; `status` is what it answers (201; 410 plays a subscription the browser dropped). */
export async function startPushService() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const { claims, key } = verifyVapid(String(req.headers.authorization));
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), { ecdh, auth }).toString('utf8'));
        received.push({ payload, headers: req.headers, claims, vapidPublicKey: key });
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`;
  return {
    /** The device's subscription, as PushSubscription.toJSON() gives it. */
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    received,
    /** Pushes that did not decrypt or verify (a test expects none). */
    failures,
    answerWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
