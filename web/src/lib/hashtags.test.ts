import { describe, expect, it } from 'vitest';
import {
  HASHTAG_SEPARATOR_KEYS,
  MAX_HASHTAGS,
  addHashtag,
  appendHashtags,
  extractHashtags,
  hashtagFeedPath,
  hashtagFromSearch,
  isHashtagSeparatorKey,
  normalizeHashtag,
  removeLastHashtag,
  splitHashtags,
} from './hashtags';

describe('new-post hashtags', () => {
  it('allows at most 5 tags', () => {
    expect(MAX_HASHTAGS).toBe(5);
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addHashtag(five, 'f')).toEqual({ tags: five, error: 'Maximum 5 hashtags' });
    expect(addHashtag(five.slice(0, 4), 'e')).toEqual({ tags: five });
  });

  it('takes another limit, with its own message (a channel takes 20)', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(addHashtag(twenty.slice(0, 19), 'new', 20).tags).toHaveLength(20);
    expect(addHashtag(twenty, 'more', 20)).toEqual({ tags: twenty, error: 'Maximum 20 hashtags' });
  });

  it('ignores a tag already there in other capitals (a channel keeps its first spelling)', () => {
    expect(addHashtag(['Brisket'], '#brisket')).toEqual({ tags: ['Brisket'] });
  });

  it('stores tags lower-case without the leading #', () => {
    expect(normalizeHashtag('#Grilling')).toBe('grilling');
    expect(addHashtag([], '  #DadLife ').tags).toEqual(['dadlife']);
  });

  it('collapses repeated leading #', () => {
    expect(normalizeHashtag('###bbq')).toBe('bbq');
  });

  it('keeps a tag one word the server accepts: no inner #, at most 50 characters', () => {
    expect(normalizeHashtag('grill#bbq')).toBe('grillbbq');
    expect(normalizeHashtag('back yard,')).toBe('backyard');
    expect(normalizeHashtag(`#${'a'.repeat(60)}`)).toBe('a'.repeat(50));
  });

  it('ignores empty values', () => {
    expect(normalizeHashtag(' # ')).toBe('');
    expect(addHashtag(['a'], '##')).toEqual({ tags: ['a'] });
  });

  it('ignores duplicates, whatever their case', () => {
    expect(addHashtag(['bbq'], '#BBQ')).toEqual({ tags: ['bbq'] });
  });

  it('does not change the list it was given', () => {
    const tags = ['a'];
    addHashtag(tags, 'b');
    expect(tags).toEqual(['a']);
  });

  it('adds a tag on Enter, Space or comma', () => {
    expect([...HASHTAG_SEPARATOR_KEYS].sort()).toEqual([' ', ',', 'Enter'].sort());
    expect(isHashtagSeparatorKey('Enter')).toBe(true);
    expect(isHashtagSeparatorKey('Tab')).toBe(false);
  });

  it('removes the last tag on Backspace in an empty input', () => {
    expect(removeLastHashtag(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(removeLastHashtag([])).toEqual([]);
  });
});

describe('edit-form hashtags', () => {
  it('finds the tags in a text, lower-cased and each once', () => {
    expect(extractHashtags('Burgers #BBQ and #grilling, more #bbq! #dad_life')).toEqual([
      'bbq',
      'grilling',
      'dad_life',
    ]);
  });

  it('does not take a # inside a word for a tag', () => {
    expect(extractHashtags('I code C# and a#b, #')).toEqual([]);
  });

  it('splits the tags out of the text and trims the rest', () => {
    expect(splitHashtags('  Burgers tonight #BBQ #grilling ')).toEqual({
      text: 'Burgers tonight',
      hashtags: ['bbq', 'grilling'],
    });
    expect(splitHashtags('Fire up the #grill now')).toEqual({ text: 'Fire up the now', hashtags: ['grill'] });
    expect(splitHashtags('Line one\nline two\n#a #b')).toEqual({ text: 'Line one\nline two', hashtags: ['a', 'b'] });
  });

  it('appends the tags at the end of the text on save', () => {
    expect(appendHashtags('Burgers tonight', ['bbq', 'grilling'])).toBe('Burgers tonight #bbq #grilling');
  });

  it('adds no trailing space when there are no tags', () => {
    expect(appendHashtags('Burgers tonight', [])).toBe('Burgers tonight');
    expect(appendHashtags('', ['bbq'])).toBe('#bbq');
  });

  it('gives back what it split', () => {
    const { text, hashtags } = splitHashtags('Burgers tonight #bbq #grilling');
    expect(appendHashtags(text, hashtags)).toBe('Burgers tonight #bbq #grilling');
  });
});

describe('hashtag links', () => {
  it('lead to the Dadfeed filtered to the tag, and back', () => {
    expect(hashtagFeedPath('Grilling')).toBe('/home?tag=grilling');
    expect(hashtagFromSearch('?tag=grilling')).toBe('grilling');
    expect(hashtagFromSearch('?tag=%23BBQ')).toBe('bbq');
    expect(hashtagFromSearch('?other=1')).toBeNull();
    expect(hashtagFromSearch('?tag=')).toBeNull();
  });
});
