import { describe, expect, it } from 'vitest';
import { parseInput } from '../validation.js';
import {
  ANSWER_CONTENT_REQUIRED,
  ANSWER_TOO_LONG,
  answerQuestionInput,
  askQuestionInput,
  idOrNull,
  parseSort,
  QUESTION_CONTENT_REQUIRED,
  QUESTION_TITLE_REQUIRED,
  QUESTION_TITLE_TOO_LONG,
} from './rules.js';

/** The first message a refused input gets. */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('accepted');
};

describe('Ask a Dad inputs', () => {
  it('trim the title and content of a question, and require both', () => {
    expect(parseInput(askQuestionInput, { title: ' Crib or co-sleep? ', content: ' Asking for a friend ' })).toEqual({
      title: 'Crib or co-sleep?',
      content: 'Asking for a friend',
    });
    expect(refusal(() => parseInput(askQuestionInput, { title: '  ', content: 'x' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: QUESTION_TITLE_REQUIRED,
    });
    expect(refusal(() => parseInput(askQuestionInput, { title: 'Why?', content: null })).message).toBe(
      QUESTION_CONTENT_REQUIRED,
    );
  });

  it('allow 1000 characters in each field, not 1001', () => {
    expect(parseInput(answerQuestionInput, { content: 'a'.repeat(1000) }).content).toHaveLength(1000);
    expect(refusal(() => parseInput(answerQuestionInput, { content: 'a'.repeat(1001) })).message).toBe(ANSWER_TOO_LONG);
    expect(refusal(() => parseInput(askQuestionInput, { title: 't'.repeat(1001), content: 'x' })).message).toBe(
      QUESTION_TITLE_TOO_LONG,
    );
    expect(refusal(() => parseInput(answerQuestionInput, {})).message).toBe(ANSWER_CONTENT_REQUIRED);
  });

  it('read a malformed id as no id (so it is not found), and lower-case a good one', () => {
    expect(idOrNull('0192F0C2-7E1A-7000-8000-00000000000A')).toBe('0192f0c2-7e1a-7000-8000-00000000000a');
    for (const raw of ['abc', 42, undefined, '']) expect(idOrNull(raw)).toBeNull();
  });

  it('sort newest unless told unanswered or helpful, and refuse any other sort', () => {
    expect([parseSort(undefined), parseSort(''), parseSort('helpful'), parseSort('unanswered')]).toEqual([
      'newest',
      'newest',
      'helpful',
      'unanswered',
    ]);
    expect(refusal(() => parseSort('oldest')).code).toBe('BAD_USER_INPUT');
  });
});
