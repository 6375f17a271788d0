import { describe, expect, it } from 'vitest';
import { clampComment, commentCounter, MAX_COMMENT_LENGTH } from './comment-limits';

describe('comment limits', () => {
  it('counts up to 500 characters as n/500', () => {
    expect(MAX_COMMENT_LENGTH).toBe(500);
    expect(commentCounter('')).toBe('0/500');
    expect(commentCounter('Nice grill!')).toBe('11/500');
  });

  it('cuts longer text at 500', () => {
    const long = 'a'.repeat(620);
    expect(clampComment(long)).toHaveLength(500);
    expect(commentCounter(clampComment(long))).toBe('500/500');
  });
});
