/**
 * Passkeys through /api for tests (rest/passkeys.test.ts, rest/passkey-sign-in.test.ts): adding one with the
 * software authenticator (./passkey-authenticator.ts) and signing in with it, as the web app's calls do.
 */
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { signedInMember } from './factories.js';
import type { HttpClient } from './http-client.js';
import { SoftwareAuthenticator } from './passkey-authenticator.js';

export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Asks for the options, lets the authenticator answer, and sends its answer from Chrome on Linux: the response. */
export async function addPasskeyByApi(client: HttpClient, authenticator: SoftwareAuthenticator, name?: string) {
  const started = await client.post('/api/passkeys/registration/options');
  expect(started.status).toBe(200);
  const { key, options } = (await started.json()) as { key: string; options: any };
  const response = authenticator.register(options);
  return client.post(
    '/api/passkeys/registration',
    { json: { key, response, name } },
    { 'user-agent': CHROME_ON_LINUX },
  );
}

/** A new member, signed in, with one passkey added through /api; `authenticator` signs for it. */
export async function memberWithPasskey(app: TestApp) {
  const member = await signedInMember(app);
  const authenticator = new SoftwareAuthenticator(app.url);
  const added = await addPasskeyByApi(member.client, authenticator);
  expect(added.status).toBe(201);
  return { ...member, authenticator, passkey: (await added.json()) as { id: string; name: string } };
}

/** POST /api/login/passkey/options: the ceremony's key and the options for the authenticator. */
export async function passkeySignInOptions(client: HttpClient) {
  const started = await client.post('/api/login/passkey/options');
  expect(started.status).toBe(200);
  return (await started.json()) as { key: string; options: any };
}

export const signInWithPasskeyByApi = (client: HttpClient, key: string, response: unknown) =>
  client.post('/api/login/passkey', { json: { key, response } });

/** An authenticator holding a passkey for the app's host that no account has. */
export function unknownPasskey(app: TestApp): SoftwareAuthenticator {
  const stranger = new SoftwareAuthenticator(app.url);
  stranger.register({ challenge: 'unused', rp: { id: new URL(app.url).hostname }, user: { id: 'AAAA' } });
  return stranger;
}
