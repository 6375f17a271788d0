import { expect, it } from 'vitest';
import { profileParamIsUsername, profilePathOf } from './profile-path';

it('leads a mention to the profile by username', () => {
  expect(profilePathOf('grill_dad')).toBe('/profile/grill_dad');
});

it('tells a username from a database id', () => {
  expect(profileParamIsUsername('grill_dad')).toBe(true);
  expect(profileParamIsUsername('0195f0c0-0000-7000-8000-000000000000')).toBe(false);
  expect(profileParamIsUsername('a b')).toBe(false);
});
