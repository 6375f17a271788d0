import { describe, expect, it } from 'vitest';
import { addOption, canAddOption, canRemoveOption, emptyPoll, pollToSend, removeOption, setOption } from './poll-draft';

const withOptions = (...options: string[]) => ({ question: 'Best grill?', options });

describe('the poll editor', () => {
  it('starts (and resets on Cancel) with no question and 2 empty options', () => {
    expect(emptyPoll()).toEqual({ question: '', options: ['', ''] });
  });

  it('adds options up to 4, then Add Option is disabled', () => {
    let poll = emptyPoll();
    poll = addOption(addOption(poll));
    expect(poll.options).toHaveLength(4);
    expect(canAddOption(poll)).toBe(false);
    expect(addOption(poll)).toBe(poll);
  });

  it('offers remove only while more than 2 options remain', () => {
    const three = withOptions('Gas', 'Charcoal', 'Pellet');
    expect(canRemoveOption(three)).toBe(true);
    const two = removeOption(three, 1);
    expect(two.options).toEqual(['Gas', 'Pellet']);
    expect(canRemoveOption(two)).toBe(false);
    expect(removeOption(two, 0)).toBe(two);
  });

  it('edits one option', () => {
    expect(setOption(withOptions('a', 'b'), 1, 'c').options).toEqual(['a', 'c']);
  });

  it('is sent only if the question is non-empty and at least 2 options are non-empty', () => {
    expect(pollToSend(withOptions('Gas', ' Charcoal '))).toEqual({
      question: 'Best grill?',
      options: ['Gas', 'Charcoal'],
    });
    expect(pollToSend({ question: '   ', options: ['Gas', 'Charcoal'] })).toBeNull();
    expect(pollToSend(withOptions('Gas', '  '))).toBeNull();
    expect(pollToSend(withOptions('Gas', '', 'Pellet', ''))).toEqual({
      question: 'Best grill?',
      options: ['Gas', 'Pellet'],
    });
  });
});
