import { describe, expect, it } from 'vitest';
import { isSuspended, shownByModeration } from './visibility.js';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('isSuspended', () => {
  it('is true from suspendedAt until suspendedUntil, or for good without an end', () => {
    expect(isSuspended({ suspendedAt: at(-1), suspendedUntil: at(1) }, now)).toBe(true);
    expect(isSuspended({ suspendedAt: at(-1), suspendedUntil: null }, now)).toBe(true);
    expect(isSuspended({ suspendedAt: at(-2), suspendedUntil: now }, now)).toBe(false);
    expect(isSuspended({ suspendedAt: null, suspendedUntil: null }, now)).toBe(false);
    expect(isSuspended(null, now)).toBe(false);
  });
});

describe('shownByModeration', () => {
  const author = 'author-id';
  const suspended = { suspendedAt: at(-1), suspendedUntil: null };
  const free = { suspendedAt: null, suspendedUntil: null };

  it('hides hidden content and a suspended author’s content from everyone else, visitors included', () => {
    for (const viewer of ['someone-else', null]) {
      expect(shownByModeration({ hidden: null }, author, free, viewer)).toBe(true);
      expect(shownByModeration({ hidden: 'moderators' }, author, free, viewer)).toBe(false);
      expect(shownByModeration({ hidden: 'pending_review' }, author, free, viewer)).toBe(false);
      expect(shownByModeration({ hidden: null }, author, suspended, viewer)).toBe(false);
    }
  });

  it('always shows the author their own content', () => {
    expect(shownByModeration({ hidden: 'moderators' }, author, suspended, author)).toBe(true);
  });
});
