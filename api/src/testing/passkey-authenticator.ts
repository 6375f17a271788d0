/**
 * A passkey authenticator in software, for tests: what a phone or a password manager does behind
 * navigator.credentials, with real cryptography. It makes an ES256 (P-256) key pair per passkey with node:crypto,
 * answers a registration with a 'none' attestation (authenticator data with the public key as a COSE key, CBOR
 * encoded), and signs assertions: the authenticator data (the RP id's SHA-256, the flags, the counter) followed
 * by the SHA-256 of the client data, as WebAuthn asks. Its answers are the browser's JSON, as
 * @simplewebauthn/browser would send them.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** The options the server sends, as far as the authenticator reads them. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string | undefined };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string | undefined;
}

export interface SoftwarePasskey {
  /** base64url credential id. */
  id: string;
  rpId: string;
  /** The user handle the server gave (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The few CBOR types WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
export function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([k, v]) => [cbor(k), cbor(v as Parameters<typeof cbor>[0])]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

/** The public key as a COSE_Key: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];

  /**
   * `origin`: the page the browser would say it runs on (PUBLIC_URL's origin, unless a test says otherwise).
   * `userVerified`: whether it says it checked the member's PIN or biometric (a bare security key does not).
   */
  constructor(
    readonly origin: string,
    private readonly options: { userVerified?: boolean } = {},
  ) {}

  private get flags() {
    return FLAG_USER_PRESENT | (this.options.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  }

  /**
   * navigator.credentials.create: a new passkey for the options' RP id and user (or, to test a refusal, the
   * answer again for one it already holds: `again`).
   */
  register(
    options: CreationOptions,
    { origin = this.origin, again }: { origin?: string; again?: SoftwarePasskey } = {},
  ) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const passkey = again ?? {
      id: b64url(randomBytes(16)),
      rpId,
      userHandle: options.user.id,
      privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
      counter: 0,
    };
    if (!again) this.passkeys.push(passkey);
    const { privateKey } = passkey;
    const id = Buffer.from(passkey.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(privateKey)]);
    const flags = this.flags | FLAG_ATTESTED_DATA;
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData(rpId, flags, passkey.counter, attested)],
      ]),
    );
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * navigator.credentials.get: an assertion signed by `passkey` (by default the newest for the options' RP id,
   * as a member picks the one the browser offers). Each use moves the passkey's counter on.
   */
  signIn(
    options: RequestOptions,
    { origin = this.origin, passkey }: { origin?: string; passkey?: SoftwarePasskey } = {},
  ) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const chosen = passkey ?? this.passkeys.findLast((each) => each.rpId === rpId);
    if (!chosen) throw new Error(`no passkey for ${rpId}`);
    chosen.counter += 1;
    const data = authenticatorData(rpId, this.flags, chosen.counter);
    const client = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), chosen.privateKey);
    return {
      id: chosen.id,
      rawId: chosen.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: chosen.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
