/**
 * What counts as a mention: `@` and a whole username, never inside an e-mail address or a longer word; each name
 * once, whatever its case; at most ten told per text; and on an edit only the names it adds.
 */
import { describe, expect, it } from 'vitest';
import { findMentions, MAX_MENTIONS_NOTIFIED, mentionedUsernames, usernamesToNotify } from './parse.js';

describe('findMentions', () => {
  it('finds each @username with where it is written', () => {
    expect(findMentions('Thanks @grill_dad, and @Bob!')).toEqual([
      { start: 7, end: 17, username: 'grill_dad' },
      { start: 23, end: 27, username: 'Bob' },
    ]);
  });

  it('finds a mention at the start, after punctuation or a line break', () => {
    expect(mentionedUsernames('@dan (@eve) "@fay"\n@gus,@hal')).toEqual(['dan', 'eve', 'fay', 'gus', 'hal']);
  });

  it('ignores e-mail addresses and an @ inside a word', () => {
    expect(findMentions('Write to bob@example.com or café@home, x_@sam')).toEqual([]);
  });

  it('ignores what cannot be a username: too short or too long', () => {
    expect(mentionedUsernames('@ab and @abc')).toEqual(['abc']);
    expect(mentionedUsernames(`@${'a'.repeat(20)} @${'b'.repeat(21)}`)).toEqual(['a'.repeat(20)]);
  });

  it('stops at a character a username does not have', () => {
    expect(mentionedUsernames("@bob's grill, @al.smith and @ann-marie")).toEqual(['bob', 'ann']);
  });
});

describe('mentionedUsernames', () => {
  it('lower-cases and keeps each name once, in order of first mention', () => {
    expect(mentionedUsernames('@Bob @alice @BOB @bob')).toEqual(['bob', 'alice']);
  });
});

describe('usernamesToNotify', () => {
  it('tells at most ten names a text', () => {
    const names = Array.from({ length: 12 }, (_, i) => `dad${i}`);
    expect(usernamesToNotify(names.map((n) => `@${n}`).join(' '))).toEqual(names.slice(0, MAX_MENTIONS_NOTIFIED));
  });

  it('on an edit, tells only the names the previous version did not mention', () => {
    expect(usernamesToNotify('@bob @Carl @dave', 'hi @bob and @carl')).toEqual(['dave']);
    expect(usernamesToNotify('@bob', '@bob')).toEqual([]);
    expect(usernamesToNotify('@bob', null)).toEqual(['bob']);
  });
});
