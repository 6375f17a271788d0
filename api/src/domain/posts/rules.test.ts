import { describe, expect, it } from 'vitest';
import { deriveCategories, keywordRegexSql } from './categories.js';
import { hashtagList, normalizeHashtags, postTypeOf } from './rules.js';

describe('hashtags', () => {
  it('strips leading #s, lower-cases, drops empties and duplicates', () => {
    expect(normalizeHashtags(['#Grill', '##grill', '  ', '#', 'DadLife ', '#dadlife'])).toEqual(['grill', 'dadlife']);
  });

  it('reads a JSON list from a form field, and refuses a sixth distinct tag', () => {
    expect(hashtagList.parse('["#A","b"]')).toEqual(['a', 'b']);
    expect(hashtagList.parse(undefined)).toEqual([]);
    expect(hashtagList.safeParse(['a', 'b', 'c', 'd', 'e', 'f']).error?.issues[0]?.message).toBe('Maximum 5 hashtags');
    expect(hashtagList.parse(['a', 'b', 'c', 'd', 'e', '#E'])).toHaveLength(5);
  });
});

describe('post type', () => {
  it('is dad_joke with #dadjoke, question when the text ends with ?, else post', () => {
    expect(postTypeOf('Why did the scarecrow win?', ['dadjoke'])).toBe('dad_joke');
    expect(postTypeOf('Any tips for a first campout?  ', [])).toBe('question');
    expect(postTypeOf('Is it? No.', [])).toBe('post');
    // An edited post carries its tags at the end of the text.
    expect(postTypeOf('Any tips for a first campout? #camping #kids', ['camping', 'kids'])).toBe('question');
    expect(postTypeOf('#camping', ['camping'])).toBe('post');
  });
});

describe('categories', () => {
  it('come from hashtags naming a category and from keywords in the text or tags', () => {
    expect(deriveCategories('Smoked a brisket for 14 hours', [])).toEqual(['food']);
    expect(deriveCategories('Weekend', ['camping', 'finance'])).toEqual(['outdoors', 'finance']);
    expect(deriveCategories('Fixed the minivan brakes, then a round of Zelda', [])).toEqual(['diy', 'cars', 'gaming']);
    expect(deriveCategories('New carpet in the den', [])).toEqual([]);
  });

  it('are matched in SQL with word boundaries, plurals included', () => {
    const regex = new RegExp(keywordRegexSql('cars')!.replaceAll('\\m', '\\b').replaceAll('\\M', '\\b'), 'i');
    expect(regex.test('two trucks')).toBe(true);
    expect(regex.test('new carpet')).toBe(false);
    expect(keywordRegexSql('finance')).toBeNull();
  });
});
