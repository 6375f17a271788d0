import { describe, expect, it } from 'vitest';
import {
  answerCountLabel,
  askCounter,
  ASK_TEXT_LIMIT,
  canPostAnswer,
  canPostQuestion,
  clampAskText,
  questionCountLabel,
  questionIdFromSearch,
  questionPath,
} from './ask-a-dad';

describe('the 1000-character counters', () => {
  it('count the characters typed as n/1000', () => {
    expect(askCounter('')).toBe('0/1000');
    expect(askCounter('How do I get my toddler to sleep?')).toBe('33/1000');
  });

  it('stop pasted text at the limit', () => {
    const long = 'a'.repeat(ASK_TEXT_LIMIT + 25);
    expect(clampAskText(long)).toHaveLength(1000);
    expect(askCounter(clampAskText(long))).toBe('1000/1000');
    expect(clampAskText('short')).toBe('short');
  });
});

describe('what may be posted', () => {
  it('a question needs a non-blank title and content', () => {
    expect(canPostQuestion({ title: 'Sleep', content: 'Any tips?' })).toBe(true);
    expect(canPostQuestion({ title: '   ', content: 'Any tips?' })).toBe(false);
    expect(canPostQuestion({ title: 'Sleep', content: '\n\t ' })).toBe(false);
    expect(canPostQuestion({ title: '', content: '' })).toBe(false);
  });

  it('an answer needs non-blank content', () => {
    expect(canPostAnswer('Try a bedtime routine.')).toBe(true);
    expect(canPostAnswer('   ')).toBe(false);
  });
});

describe("a question's address", () => {
  it('names the question with ?question=', () => {
    expect(questionPath('0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b')).toBe(
      '/ask-a-dad?question=0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
    );
    expect(questionPath(null)).toBe('/ask-a-dad');
    expect(questionPath('a b&c')).toBe('/ask-a-dad?question=a%20b%26c');
  });

  it('is read back from the address, the list without one', () => {
    expect(questionIdFromSearch('?question=q1')).toBe('q1');
    expect(questionIdFromSearch('?question=a%20b%26c')).toBe('a b&c');
    expect(questionIdFromSearch('')).toBeNull();
    expect(questionIdFromSearch('?question=')).toBeNull();
    expect(questionIdFromSearch('?tab=requests')).toBeNull();
  });
});

describe('counts', () => {
  it('read in the singular for one', () => {
    expect(answerCountLabel(0)).toBe('0 answers');
    expect(answerCountLabel(1)).toBe('1 answer');
    expect(answerCountLabel(12)).toBe('12 answers');
    expect(questionCountLabel(1)).toBe('1 question');
    expect(questionCountLabel(3)).toBe('3 questions');
  });
});
