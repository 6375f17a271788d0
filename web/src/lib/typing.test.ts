import { describe, expect, it } from 'vitest';
import { shouldReportTyping, typingLabel, updateTypists } from './typing';

describe('shouldReportTyping', () => {
  it('reports the first keystroke, then at most every 3 s', () => {
    expect(shouldReportTyping(null, 1000)).toBe(true);
    expect(shouldReportTyping(1000, 3999)).toBe(false);
    expect(shouldReportTyping(1000, 4000)).toBe(true);
  });
});

describe('typingLabel', () => {
  it('names who is typing', () => {
    expect(typingLabel([])).toBe('');
    expect(typingLabel(['ann'])).toBe('ann is typing…');
    expect(typingLabel(['ann', 'bob'])).toBe('ann and bob are typing…');
    expect(typingLabel(['ann', 'bob', 'cy'])).toBe('ann and 2 others are typing…');
  });
});

describe('updateTypists', () => {
  it("drops expired reports and replaces a member's earlier one", () => {
    const ann = { userId: 'a', name: 'ann', until: 5000 };
    const bob = { userId: 'b', name: 'bob', until: 3000 };
    expect(updateTypists([ann, bob], 4000)).toEqual([ann]);
    expect(updateTypists([ann, bob], 1000, { ...ann, until: 9000 })).toEqual([bob, { ...ann, until: 9000 }]);
    expect(updateTypists([], 10_000, ann)).toEqual([]);
  });
});
