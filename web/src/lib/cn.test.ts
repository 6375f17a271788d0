import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins classes and skips falsy values and false conditions', () => {
    expect(cn('a', undefined, null, false, '', 'b', { c: true, d: false }, ['e', ['f']])).toBe('a b c e f');
  });
});
