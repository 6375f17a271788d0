import { describe, expect, it } from 'vitest';
import { parseInput } from '../validation.js';
import { POLL_NEEDS_QUESTION, POLL_OPTION_COUNT, pollFields } from './rules.js';

/** The message a refused poll gets, or the poll. */
const pollOf = (input: Record<string, unknown>) => {
  const parsed = pollFields.safeParse(input);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('a post’s poll fields', () => {
  it('make no poll when neither a question nor an option was sent (blank option rows included)', () => {
    expect(pollOf({})).toBeNull();
    expect(pollOf({ pollQuestion: '  ', pollOptions: ['', '  '] })).toBeNull();
  });

  it('make a poll of the trimmed question and the non-blank options, in the author’s order', () => {
    expect(pollOf({ pollQuestion: ' Grill or smoker? ', pollOptions: [' Grill', '', 'Smoker ', 'Both'] })).toEqual({
      question: 'Grill or smoker?',
      options: ['Grill', 'Smoker', 'Both'],
    });
    // Multipart forms send the list as JSON text.
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: '["Yes","No"]' })).toEqual({
      question: 'Tea?',
      options: ['Yes', 'No'],
    });
  });

  it('need a question once any option is given, and 2 to 4 options once a question is', () => {
    expect(pollOf({ pollOptions: ['Yes', 'No'] })).toBe(POLL_NEEDS_QUESTION);
    expect(pollOf({ pollQuestion: 'Tea?' })).toBe(POLL_OPTION_COUNT);
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: ['Yes'] })).toBe(POLL_OPTION_COUNT);
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: ['A', 'B', 'C', 'D', 'E'] })).toBe(POLL_OPTION_COUNT);
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: ['A', 'B', 'C', 'D'] })).toMatchObject({
      options: ['A', 'B', 'C', 'D'],
    });
  });

  it('refuse options that repeat (ignoring case), are over 100 characters, or are not a list', () => {
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: ['Yes', 'YES'] })).toBe(
      'Poll options must be different from each other.',
    );
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: ['Yes', 'n'.repeat(101)] })).toBe(
      'A poll option can be at most 100 characters.',
    );
    expect(pollOf({ pollQuestion: 'Tea?', pollOptions: 'Yes, No' })).toBe('pollOptions must be a list of options.');
    expect(pollOf({ pollQuestion: 'q'.repeat(301), pollOptions: ['Yes', 'No'] })).toBe(
      'A poll question can be at most 300 characters.',
    );
  });

  it('are refused as BAD_USER_INPUT naming the field at fault', () => {
    expect(() => parseInput(pollFields, { pollQuestion: 'Tea?', pollOptions: ['Yes'] })).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        extra: { fieldErrors: [{ field: 'pollOptions', message: POLL_OPTION_COUNT }] },
      }),
    );
  });
});
