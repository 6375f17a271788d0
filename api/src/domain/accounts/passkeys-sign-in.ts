/**
 * Signing in with a passkey (docs/security.md#passkeys), in two requests from a signed-out browser: the options
 * for navigator.credentials.get (a WebAuthn challenge, kept as a sign-in ceremony, ./sign-in-challenges.ts, and
 * no list of credentials: the browser offers the passkeys it holds for this site), then the signed answer.
 *
 * A passkey stands in for the password and the second factor both: the device holds the key, and the member
 * unlocks it with a PIN or a biometric (user verification, required here). A refused answer says nothing more
 * than that (an unknown passkey and a wrong signature read alike) and counts against the sign-in throttle
 * (./throttle.ts): per address, and per account once the passkey names one. A suspended member is told so, as
 * at the password.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { User } from '../../generated/prisma/client.js';
import { forbidden, unauthenticated } from '../errors.js';
import { isSuspended } from '../moderation/visibility.js';
import { CREDENTIALS, type CredentialColumn } from '../users/credentials.js';
import type { RequestMeta, Services } from '../services.js';
import { parseInput } from '../validation.js';
import { PASSKEY_TIMEOUT_MS, asAuthenticationResponse, relyingParty, signInInput } from './passkeys-input.js';
import { type PasskeyCeremony, userHandleOf } from './passkeys-registration.js';
import { suspendedMessage } from './sign-in.js';
import { openSignInChallenge, takeSignInChallenge } from './sign-in-challenges.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn, signInKeys } from './throttle.js';

export const PASSKEY_REFUSED = 'We could not sign you in with that passkey.';

/** The options for navigator.credentials.get, and the key of the challenge they carry. */
export async function beginPasskeySignIn(
  services: Services,
): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(services.config).id,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'required',
  });
  const key = await openSignInChallenge(services, {
    purpose: 'passkey_sign_in',
    data: { challenge: options.challenge },
  });
  return { key, options };
}

/** Checks the signed answer; answers the member it signs in, for a new session (method `passkey`). */
export async function signInWithPasskey(
  services: Services,
  raw: unknown,
  meta: RequestMeta,
): Promise<{ user: Omit<User, CredentialColumn> }> {
  const { key, response } = parseInput(signInInput, raw);
  const { prisma, config } = services;
  const passkey = await prisma.passkey.findUnique({
    where: { credentialId: response.id },
    include: { user: { omit: CREDENTIALS } },
  });
  // An unknown passkey counts against the address (and its own id, which names nobody), as an unknown login does.
  const keys = signInKeys(meta.ipAddress, `passkey:${response.id}`, passkey?.userId);
  await assertSignInAllowed(services, keys);
  const refuse = async (): Promise<never> => {
    await recordFailedSignIn(services, keys);
    throw unauthenticated(PASSKEY_REFUSED);
  };
  // Taken even for an unknown passkey, so both take the same steps. A refusal rolls the take back with the rest.
  const ceremony = await takeSignInChallenge(services, key, 'passkey_sign_in');
  const challenge = ceremony?.data.challenge;
  if (!passkey || typeof challenge !== 'string') return refuse();
  // The passkey names its account too (the user handle it was made with): both must be the member's.
  if (response.response.userHandle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) {
    return refuse();
  }
  const rp = relyingParty(config);
  const verified = await verifyAuthenticationResponse({
    response: asAuthenticationResponse(response),
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return refuse();
  await clearFailedSignIns(services, keys);
  const { user } = passkey;
  // Told only to whoever holds the passkey: the suspension is the member's own business.
  if (isSuspended(user)) throw forbidden(suspendedMessage(user.suspendedUntil));
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  await prisma.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(newCounter), backedUp: credentialBackedUp, lastUsedAt: new Date() },
    select: { id: true },
  });
  return { user };
}
