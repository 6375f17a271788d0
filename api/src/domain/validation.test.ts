import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { findUnstorableText, formBoolean, memberDate, optionalMemberDate, parseInput } from './validation.js';

describe('findUnstorableText', () => {
  const field = (input: unknown, root?: string) => findUnstorableText(input, root)?.field;

  it('finds a NUL in any string or key, at any depth, and names the field', () => {
    expect(field({ content: 'fine', hashtags: ['ok', 'b\u0000d'] })).toBe('hashtags.1');
    expect(field({ poll: { options: ['a', '\u0000'] } })).toBe('poll.options.1');
    expect(field({ 'ke\u0000y': 'x' })).toBe('input');
    expect(field('a\u0000b', 'query')).toBe('query');
    expect(
      findUnstorableText({ content: 'fine', when: new Date(), n: 5, none: null, emoji: '😀 e\u0301' }),
    ).toBeUndefined();
  });

  it('finds a lone surrogate, which is not Unicode, but not a surrogate pair', () => {
    expect(findUnstorableText({ interests: ['bbq', 'A\udc00ustin'] })).toEqual({
      field: 'interests.1',
      message: 'interests.1 must be valid Unicode text (it holds a lone surrogate).',
    });
    expect(field({ content: 'x\ud800' })).toBe('content');
    expect(field({ content: '\ud83d\ude00' })).toBeUndefined();
  });

  it('walks a 10,000-deep nest without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}"x\\u0000"${'}'.repeat(10_000)}`);
    expect(field(deep)).toMatch(/^a(\.a)+$/);
  });
});

describe('parseInput', () => {
  const schema = z.object({ content: z.string() });

  it('refuses NUL in any text with BAD_USER_INPUT naming the field, before the schema', () => {
    const error = (() => {
      try {
        parseInput(schema, { content: 'he\u0000llo' });
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toBe('content must not contain the NUL character (U+0000).');
    expect(error?.extra.fieldErrors).toEqual([{ field: 'content', message: error?.message }]);
  });
});

describe('formBoolean', () => {
  const schema = z.object({ isPublic: formBoolean });

  it('reads JSON booleans and the words forms send', () => {
    for (const yes of [true, 'on', 'true', '1', 'yes', 'TRUE'])
      expect(parseInput(schema, { isPublic: yes })).toEqual({ isPublic: true });
    for (const no of [false, 'off', 'false', '0', 'no'])
      expect(parseInput(schema, { isPublic: no })).toEqual({ isPublic: false });
  });

  it('refuses anything else rather than reading it as no', () => {
    for (const value of ['perhaps', 2, 'nope', {}]) {
      expect(() => parseInput(schema, { isPublic: value })).toThrow('isPublic must be true or false.');
    }
  });
});

describe('memberDate', () => {
  const schema = z.object({
    startDate: memberDate('startDate', 'Pick a start date.'),
    endDate: optionalMemberDate('endDate'),
  });

  it('accepts ISO text, epoch milliseconds and Dates from 2000 to 2099', () => {
    expect(parseInput(schema, { startDate: '2027-06-01T18:00:00Z' }).startDate.toISOString()).toBe(
      '2027-06-01T18:00:00.000Z',
    );
    expect(parseInput(schema, { startDate: Date.UTC(2030, 0, 1), endDate: '' }).endDate).toBeUndefined();
    expect(parseInput(schema, { startDate: new Date('2000-01-01T00:00:00Z') }).startDate.getUTCFullYear()).toBe(2000);
  });

  it('refuses dates PostgreSQL cannot hold or no calendar would hold, and garbage', () => {
    for (const startDate of [
      '0000-01-01T00:00:00Z',
      -8_640_000_000_000_000,
      '+275760-09-13T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
    ]) {
      expect(() => parseInput(schema, { startDate })).toThrow(
        'startDate must be a date between 2000-01-01 and 2099-12-31.',
      );
    }
    expect(() => parseInput(schema, { startDate: '-8640000000000000' })).toThrow('startDate is not a valid date.');
    expect(() => parseInput(schema, {})).toThrow('Pick a start date.');
  });
});
