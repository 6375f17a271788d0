import { describe, expect, it } from 'vitest';
import { signInMethodLabel, signInOutcome, signInSource, signInWhen } from './sign-ins';

const event = {
  method: 'second_factor',
  succeeded: true,
  browser: 'Chrome 120',
  os: 'macOS',
  device: 'Desktop',
  ipAddress: '198.51.100.x',
  createdAt: '2026-06-08T14:05:00Z',
};

describe('sign-in history wording', () => {
  it('names each method, and an unknown one as Other', () => {
    expect(signInMethodLabel('password_reset')).toBe('Password reset link');
    expect(signInMethodLabel('passkey')).toBe('Passkey');
    expect(signInMethodLabel('carrier_pigeon')).toBe('Other');
  });

  it('says whether it signed in, and with what', () => {
    expect(signInOutcome(event)).toBe('Signed in with Password and app code');
    expect(signInOutcome({ method: 'password', succeeded: false })).toBe('Failed: Password');
    expect(signInOutcome({ method: 'registration', succeeded: true })).toBe('Signed up');
  });

  it('describes where from, leaving out what is unknown', () => {
    expect(signInSource(event)).toBe('Chrome 120 on macOS · Desktop · 198.51.100.x');
    expect(signInSource({ ...event, browser: null, os: null, device: null, ipAddress: null })).toBe('Unknown browser');
  });

  it('gives the date and time, or nothing for a date it cannot read', () => {
    expect(signInWhen('2026-06-08T14:05:00Z')).toMatch(/^Jun 8, 2026 • \d{1,2}:05 [AP]M$/);
    expect(signInWhen('not a date')).toBe('');
    expect(signInWhen(null)).toBe('');
  });
});
