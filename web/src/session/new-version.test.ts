import { describe, expect, it } from 'vitest';
import { isUnknownOperation, RELOAD_AGAIN_AFTER_MS, shouldReload } from './new-version';

describe('a page meeting a newer server', () => {
  it('knows the answer for an operation the server does not know', () => {
    expect(
      isUnknownOperation({ errors: [{ message: 'Unknown', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }),
    ).toBe(true);
    expect(isUnknownOperation({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(false);
    expect(isUnknownOperation({ data: {} })).toBe(false);
    expect(isUnknownOperation(null)).toBe(false);
  });

  it('reloads once, and not again within a minute', () => {
    const now = 1_000_000_000;
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(now - 1_000, now)).toBe(false);
    expect(shouldReload(now - RELOAD_AGAIN_AFTER_MS + 1, now)).toBe(false);
    expect(shouldReload(now - RELOAD_AGAIN_AFTER_MS, now)).toBe(true);
    // A clock put back since: reload rather than stay stuck.
    expect(shouldReload(now + 5_000, now)).toBe(true);
  });
});
