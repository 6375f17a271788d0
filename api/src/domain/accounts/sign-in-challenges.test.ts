import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { sweepExpired } from '../maintenance.js';
import { secretTokenDigest } from '../secret-tokens.js';
import {
  SIGN_IN_CHALLENGE_LIFETIME_MS,
  openSignInChallenge,
  peekSignInChallenge,
  takeSignInChallenge,
} from './sign-in-challenges.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('sign-in ceremonies', () => {
  it('are taken once, by their own purpose, and keep only the key’s digest', async () => {
    const member = await buildUser(app.services.prisma);
    const key = await openSignInChallenge(app.services, {
      purpose: 'passkey_registration',
      userId: member.id,
      data: { challenge: 'abc' },
    });
    const row = await app.services.prisma.signInChallenge.findUniqueOrThrow({
      where: { keyHash: secretTokenDigest(key) },
    });
    expect(JSON.stringify(row)).not.toContain(key);

    expect(await takeSignInChallenge(app.services, key, 'passkey_sign_in')).toBeNull();
    expect(await takeSignInChallenge(app.services, key, 'passkey_registration')).toEqual({
      userId: member.id,
      data: { challenge: 'abc' },
    });
    expect(await takeSignInChallenge(app.services, key, 'passkey_registration')).toBeNull();
  });

  it('refuse malformed and unknown keys, and expire', async () => {
    expect(await takeSignInChallenge(app.services, 'nope', 'single_sign_on')).toBeNull();
    expect(await takeSignInChallenge(app.services, 42, 'single_sign_on')).toBeNull();
    expect(await takeSignInChallenge(app.services, 'A'.repeat(43), 'single_sign_on')).toBeNull();

    const opened = new Date('2026-01-01T12:00:00Z');
    const key = await openSignInChallenge(app.services, { purpose: 'single_sign_on', data: {} }, opened);
    const late = new Date(opened.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS + 1);
    expect(await takeSignInChallenge(app.services, key, 'single_sign_on', late)).toBeNull();
  });

  it('can be read without being taken, until they are taken', async () => {
    const key = await openSignInChallenge(app.services, { purpose: 'single_sign_on', data: { step: 1 } });
    expect(await peekSignInChallenge(app.services, key, 'passkey_sign_in')).toBeNull();
    expect(await peekSignInChallenge(app.services, key, 'single_sign_on')).toEqual({ userId: null, data: { step: 1 } });
    expect(await takeSignInChallenge(app.services, key, 'single_sign_on')).not.toBeNull();
    expect(await peekSignInChallenge(app.services, key, 'single_sign_on')).toBeNull();
    expect(await peekSignInChallenge(app.services, 'nope', 'single_sign_on')).toBeNull();
  });

  it('of two simultaneous takes, exactly one wins', async () => {
    const key = await openSignInChallenge(app.services, { purpose: 'single_sign_on', data: { n: 1 } });
    const takes = await Promise.all([
      takeSignInChallenge(app.services, key, 'single_sign_on'),
      takeSignInChallenge(app.services, key, 'single_sign_on'),
    ]);
    expect(takes.filter(Boolean)).toHaveLength(1);
  });

  it('are swept a day after they expire', async () => {
    const opened = new Date('2026-02-01T12:00:00Z');
    const key = await openSignInChallenge(app.services, { purpose: 'single_sign_on', data: {} }, opened);
    const keyHash = secretTokenDigest(key);
    await sweepExpired(app.services, new Date(opened.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS + 60_000));
    expect(await app.services.prisma.signInChallenge.count({ where: { keyHash } })).toBe(1);
    const swept = await sweepExpired(app.services, new Date(opened.getTime() + 2 * 24 * 60 * 60 * 1000));
    expect(swept.signInChallenges).toBeGreaterThanOrEqual(1);
    expect(await app.services.prisma.signInChallenge.count({ where: { keyHash } })).toBe(0);
  });
});
