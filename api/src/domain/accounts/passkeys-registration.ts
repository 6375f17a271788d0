/**
 * Adding a passkey (docs/security.md#passkeys), in two requests from the signed-in member's browser: the options
 * for navigator.credentials.create (a new WebAuthn challenge, kept as a sign-in ceremony, ./sign-in-challenges.ts),
 * then the browser's answer, checked against that challenge, PUBLIC_URL's origin and hostname, and kept as a
 * Passkey: its public key, never a secret.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { Prisma } from '../../generated/prisma/client.js';
import { badInput, conflict, notFound } from '../errors.js';
import type { RequestMeta, Services } from '../services.js';
import { parseInput } from '../validation.js';
import {
  MAX_PASSKEYS_PER_MEMBER,
  PASSKEY_TIMEOUT_MS,
  asRegistrationResponse,
  defaultPasskeyName,
  registrationInput,
  relyingParty,
} from './passkeys-input.js';
import { type PasskeyRecord, passkeyColumns } from './passkeys.js';
import { openSignInChallenge, takeSignInChallenge } from './sign-in-challenges.js';

export const PASSKEY_LIMIT_REACHED = `You have ${MAX_PASSKEYS_PER_MEMBER} passkeys, the most you can have: remove one you no longer use first.`;
export const PASSKEY_REQUEST_EXPIRED = 'That passkey request expired or was already used. Add the passkey again.';
export const PASSKEY_NOT_VERIFIED =
  'We could not verify that passkey. It must be made for this site and unlock with your PIN, fingerprint or face.';
export const PASSKEY_ALREADY_ADDED = 'That passkey is already added to an account.';

export interface PasskeyCeremony<Options> {
  /** Sent back with the browser's answer; names the challenge the server kept. */
  key: string;
  /** For @simplewebauthn/browser (startRegistration / startAuthentication). */
  options: Options;
}

/** The member id's 16 bytes: the WebAuthn user handle, which names the account and nothing else. */
export const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

const limitReached = () => conflict(PASSKEY_LIMIT_REACHED);

/** The options for navigator.credentials.create, and the key of the challenge they carry. */
export async function beginPasskeyRegistration(
  services: Services,
  userId: string,
): Promise<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>> {
  const { prisma, config } = services;
  const member = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      username: true,
      firstName: true,
      lastName: true,
      passkeys: { select: { credentialId: true, transports: true } },
    },
  });
  if (!member) throw notFound('Member');
  if (member.passkeys.length >= MAX_PASSKEYS_PER_MEMBER) throw limitReached();
  const rp = relyingParty(config);
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(userId),
    userName: member.email,
    userDisplayName: fullName || member.username,
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    // The browser offers no authenticator that already holds one of the member's passkeys.
    excludeCredentials: member.passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const key = await openSignInChallenge(services, {
    purpose: 'passkey_registration',
    userId,
    data: { challenge: options.challenge },
  });
  return { key, options };
}

/**
 * Checks the browser's answer and keeps the passkey, named as the member typed or after the browser it was made
 * in. The member's row is locked while their passkeys are counted, so two answers at once cannot pass the limit.
 */
export async function finishPasskeyRegistration(
  services: Services,
  userId: string,
  raw: unknown,
  meta: RequestMeta,
): Promise<PasskeyRecord> {
  const input = parseInput(registrationInput, raw);
  const { prisma, config } = services;
  const ceremony = await takeSignInChallenge(services, input.key, 'passkey_registration');
  const challenge = ceremony?.data.challenge;
  if (!ceremony || ceremony.userId !== userId || typeof challenge !== 'string') {
    throw badInput(PASSKEY_REQUEST_EXPIRED, [{ field: 'key', message: PASSKEY_REQUEST_EXPIRED }]);
  }
  await prisma.$queryRaw(Prisma.sql`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`);
  if ((await prisma.passkey.count({ where: { userId } })) >= MAX_PASSKEYS_PER_MEMBER) throw limitReached();
  const rp = relyingParty(config);
  const verified = await verifyRegistrationResponse({
    response: asRegistrationResponse(input.response),
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // What makes a passkey two factors: the device, and the PIN or biometric that unlocks it.
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw badInput(PASSKEY_NOT_VERIFIED, [{ field: 'response', message: PASSKEY_NOT_VERIFIED }]);
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if (await prisma.passkey.findUnique({ where: { credentialId: credential.id }, select: { id: true } })) {
    throw conflict(PASSKEY_ALREADY_ADDED);
  }
  const created = prisma.passkey.create({
    data: {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? input.response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name ?? defaultPasskeyName(meta.userAgent),
    },
    select: passkeyColumns,
  });
  // The other of two answers with one new passkey, at once, got there first.
  return created.catch((error: unknown) => {
    if ((error as { code?: string }).code === 'P2002') throw conflict(PASSKEY_ALREADY_ADDED);
    throw error;
  });
}
