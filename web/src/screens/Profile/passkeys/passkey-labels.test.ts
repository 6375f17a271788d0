import { describe, expect, it } from 'vitest';
import { PASSKEY_ALREADY_HERE, PASSKEY_CANCELLED, addedLabel, browserRefusal, lastUsedLabel } from './passkey-labels';

describe('passkey labels', () => {
  it('word the dates, and a passkey never used', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(lastUsedLabel(null, now)).toBe('Never');
    expect(lastUsedLabel('2026-03-10T09:00:00Z', now)).toBe('3h ago');
    expect(addedLabel('2026-03-03T12:00:00Z')).toBe('Mar 3, 2026');
    expect(addedLabel('not a date')).toBe('');
  });

  it("tell the browser's refusals by their WebAuthn names and codes", () => {
    const browser = (name: string, code = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') =>
      Object.assign(new Error('words vary by browser'), { name, code });
    expect(browserRefusal(browser('NotAllowedError'))).toBe(PASSKEY_CANCELLED);
    expect(browserRefusal(browser('AbortError'))).toBe(PASSKEY_CANCELLED);
    expect(browserRefusal(browser('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      PASSKEY_ALREADY_HERE,
    );
    expect(browserRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(browserRefusal(undefined)).toBeNull();
  });
});
