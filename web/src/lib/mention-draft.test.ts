import { describe, expect, it } from 'vitest';
import { mentionQueryAt, pickMention } from './mention-draft';

describe('mentionQueryAt', () => {
  it('finds the @ and what follows it up to the caret', () => {
    expect(mentionQueryAt('Hi @gri', 7)).toEqual({ start: 3, query: 'gri' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('(@bo', 4)).toEqual({ start: 1, query: 'bo' });
  });

  it('uses only what is before the caret', () => {
    expect(mentionQueryAt('Hi @grill_dad there', 6)).toEqual({ start: 3, query: 'gr' });
  });

  it('is null away from a mention, in an e-mail address, or past a username', () => {
    expect(mentionQueryAt('Hi @gri there', 13)).toBeNull();
    expect(mentionQueryAt('bob@exam', 8)).toBeNull();
    expect(mentionQueryAt('plain text', 5)).toBeNull();
    expect(mentionQueryAt(`@${'a'.repeat(21)}`, 22)).toBeNull();
  });
});

describe('pickMention', () => {
  it('replaces the typed part with the username and a space, the caret after it', () => {
    expect(pickMention('Hi @gri', { start: 3, query: 'gri' }, 'grill_dad')).toMatchObject({
      text: 'Hi @grill_dad ',
      caret: 14,
    });
  });

  it('replaces the rest of the word too, and adds no second space', () => {
    expect(pickMention('Hi @grxyz there', { start: 3, query: 'gr' }, 'grill_dad')).toMatchObject({
      text: 'Hi @grill_dad there',
      caret: 14,
    });
  });
});
