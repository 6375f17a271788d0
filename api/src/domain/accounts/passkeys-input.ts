/**
 * What the passkey calls take (docs/security.md#passkeys): the relying party Dadhood is to a passkey, the
 * browser's WebAuthn answers as their shapes allow, and a passkey's name.
 *
 * The relying party follows PUBLIC_URL: its id is the hostname (a passkey is bound to it, and works on no other),
 * its origin the address members open. The browser's answers arrive as JSON objects on /api and as JSON text on
 * GraphQL; both are checked here, field by field and within sizes no real authenticator comes near, before the
 * WebAuthn library reads them.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { describeUserAgent } from '../sessions/session-description.js';

export interface RelyingParty {
  /** The hostname of PUBLIC_URL: the passkey's domain. */
  id: string;
  /** PUBLIC_URL's origin: the only page a passkey's answer is accepted from. */
  origin: string;
  /** Shown by the browser and the password manager beside the member's name. */
  name: string;
}

export function relyingParty(config: Pick<Config, 'publicUrl' | 'productName'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.productName };
}

/** Most passkeys a member may have: one per device and password manager is a handful; 20 leaves room. */
export const MAX_PASSKEYS_PER_MEMBER = 20;
export const PASSKEY_NAME_MAX = 60;
/** How long the browser waits for the member to pick or make a passkey (the ceremony itself lives 10 minutes). */
export const PASSKEY_TIMEOUT_MS = 5 * 60 * 1000;

export const PASSKEY_NAME_MESSAGE = `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters.`;
export const passkeyName = z
  .string({ error: PASSKEY_NAME_MESSAGE })
  .trim()
  .min(1, PASSKEY_NAME_MESSAGE)
  .max(PASSKEY_NAME_MAX, PASSKEY_NAME_MESSAGE);

/** The name a passkey gets until its member renames it: where it was made ("Passkey on Chrome on Linux"). */
export function defaultPasskeyName(userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  const where = [browser?.replace(/ \d+$/, ''), os?.replace(/ \d+$/, '')].filter(Boolean).join(' on ');
  return (where ? `Passkey on ${where}` : 'Passkey').slice(0, PASSKEY_NAME_MAX);
}

const WEBAUTHN_REFUSED = 'That is not an answer from a passkey. Try again.';

/** The browser's answer as JSON text (GraphQL) or already parsed (/api). */
const jsonValue = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** base64url, as WebAuthn's JSON encodes bytes; `max` characters at most. */
const base64url = (max: number) =>
  z
    .string({ error: WEBAUTHN_REFUSED })
    .max(max, WEBAUTHN_REFUSED)
    .regex(/^[A-Za-z0-9_-]+$/, WEBAUTHN_REFUSED);

/** A credential id is at most 1,023 bytes (WebAuthn level 3): 1,364 characters. */
const credentialId = base64url(1364);
const clientDataJSON = base64url(4096);
const extensionResults = z.record(z.string().max(64), z.unknown()).default({});
const attachment = z.enum(['platform', 'cross-platform']).optional().catch(undefined);

const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: WEBAUTHN_REFUSED }),
  response: z.object({
    clientDataJSON,
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(32)).max(10).optional().catch(undefined),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
});

const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: WEBAUTHN_REFUSED }),
  response: z.object({
    clientDataJSON,
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
});

/** A ceremony's key, as openSignInChallenge made it; checked there. */
const ceremonyKey = z.string({ error: 'The passkey request is missing. Try again.' }).max(64);

export const registrationInput = z.object({
  key: ceremonyKey,
  response: z.preprocess(jsonValue, registrationResponse),
  name: passkeyName.nullish().transform((name) => name ?? undefined),
});

export const signInInput = z.object({
  key: ceremonyKey,
  response: z.preprocess(jsonValue, authenticationResponse),
});

/** The checked answers, as the WebAuthn library types them (it reads nothing the checks left out). */
export const asRegistrationResponse = (checked: z.output<typeof registrationResponse>) =>
  checked as unknown as RegistrationResponseJSON;
export const asAuthenticationResponse = (checked: z.output<typeof authenticationResponse>) =>
  checked as unknown as AuthenticationResponseJSON;
