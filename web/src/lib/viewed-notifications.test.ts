import { describe, expect, it } from 'vitest';
import {
  isNewNotification,
  readViewedNotifications,
  rememberViewedNotifications,
  VIEWED_NOTIFICATIONS_KEPT,
  VIEWED_NOTIFICATIONS_KEY,
} from './viewed-notifications';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[VIEWED_NOTIFICATIONS_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    raw: () => items.get(VIEWED_NOTIFICATIONS_KEY),
  };
}

describe('the notifications viewed on this browser', () => {
  it('remembers ids once each, across reads', () => {
    const storage = memoryStorage();
    rememberViewedNotifications(['a', 'b'], storage);
    rememberViewedNotifications(['b', 'c'], storage);
    expect([...readViewedNotifications(storage)]).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the newest ids', () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: VIEWED_NOTIFICATIONS_KEPT + 2 }, (_, i) => `n${i}`);
    rememberViewedNotifications(ids, storage);
    const viewed = readViewedNotifications(storage);
    expect(viewed.size).toBe(VIEWED_NOTIFICATIONS_KEPT);
    expect(viewed.has('n0')).toBe(false);
    expect(viewed.has(`n${VIEWED_NOTIFICATIONS_KEPT + 1}`)).toBe(true);
  });

  it('reads nothing from missing, broken or foreign storage', () => {
    expect(readViewedNotifications(memoryStorage()).size).toBe(0);
    expect(readViewedNotifications(memoryStorage('{not json')).size).toBe(0);
    expect([...readViewedNotifications(memoryStorage('["a", 3, null]'))]).toEqual(['a']);
    expect(readViewedNotifications(undefined).size).toBe(0);
  });

  it('survives storage that refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberViewedNotifications(['a'], refusing)).not.toThrow();
  });
});

describe("the 'New' badge", () => {
  it('marks what is unread and not yet viewed here', () => {
    const viewed = new Set(['seen']);
    expect(isNewNotification({ databaseId: 'fresh', isRead: false }, viewed)).toBe(true);
    expect(isNewNotification({ databaseId: 'seen', isRead: false }, viewed)).toBe(false);
    expect(isNewNotification({ databaseId: 'fresh', isRead: true }, viewed)).toBe(false);
  });
});
