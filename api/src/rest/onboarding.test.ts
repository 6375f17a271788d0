import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const newcomer = () => signedInMember(app, { dadType: null, location: null, interests: [], bio: null });

const MISSING = 'Missing Information: Please complete all required fields.';

describe('PATCH /api/users/onboarding', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app
      .client()
      .patch('/api/users/onboarding', { json: { dadType: 'new', location: 'Austin, TX' } });
    expect(response.status).toBe(401);
  });

  it('completes the profile, accepts the terms, and returns the member as they see themselves', async () => {
    const { user, client } = await newcomer();
    const response = await client.patch('/api/users/onboarding', {
      json: {
        dadType: 'stay-at-home',
        interests: [' sports ', 'DIY', 'diy', 'cooking'],
        location: '  Portland, OR ',
        bio: 'Pancake dad.',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: user.id,
      dadType: 'stay-at-home',
      interests: ['sports', 'DIY', 'cooking'],
      location: 'Portland, OR',
      bio: 'Pancake dad.',
      isProfileComplete: true,
    });
    const stored = await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.termsAcceptedAt).toBeInstanceOf(Date);
    expect(stored.dadType).toBe('stay_at_home');
    expect(await (await client.get('/api/auth/user')).json()).toMatchObject({ isProfileComplete: true });
  });

  it.each([
    ['no dad type', { location: 'Austin, TX' }, MISSING],
    ['no location', { dadType: 'new' }, MISSING],
    ['a blank location', { dadType: 'new', location: '   ' }, MISSING],
    ['an unknown dad type', { dadType: 'cool', location: 'Austin, TX' }, expect.stringContaining('stay-at-home')],
    ['a location over 100 characters', { dadType: 'new', location: 'x'.repeat(101) }, expect.stringContaining('100')],
    [
      'a bio over 500 characters',
      { dadType: 'new', location: 'Austin', bio: 'x'.repeat(501) },
      expect.stringContaining('500'),
    ],
    [
      'more than 30 interests',
      { dadType: 'new', location: 'Austin', interests: Array.from({ length: 31 }, (_, i) => `i${i}`) },
      expect.stringContaining('30'),
    ],
    [
      'an interest over 40 characters',
      { dadType: 'new', location: 'Austin', interests: ['x'.repeat(41)] },
      expect.stringContaining('40'),
    ],
    ['an empty interest', { dadType: 'new', location: 'Austin', interests: [' '] }, expect.any(String)],
    ['interests that are not a list', { dadType: 'new', location: 'Austin', interests: 'sports' }, expect.any(String)],
    ['refused terms', { dadType: 'new', location: 'Austin', acceptTerms: false }, expect.stringContaining('terms')],
  ])('refuses %s with 400 and changes nothing', async (_label, body, message) => {
    const { user, client } = await newcomer();
    const response = await client.patch('/api/users/onboarding', { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(message);
    const stored = await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ dadType: null, location: null, termsAcceptedAt: null });
  });
});
