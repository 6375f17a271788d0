import { describe, expect, it } from 'vitest';
import { hasSomethingToPost, newPostInput, withDadJokeTag } from './post-draft';

describe('the Dadfeed composer', () => {
  it('can post text or a photo, not blank text alone', () => {
    expect(hasSomethingToPost('Hello', false)).toBe(true);
    expect(hasSomethingToPost('   ', true)).toBe(true);
    expect(hasSomethingToPost(' \n ', false)).toBe(false);
  });

  it('sends the trimmed text, the tags, the image and a filled-in poll', () => {
    expect(
      newPostInput({
        text: '  Gas or charcoal?  ',
        hashtags: ['grill'],
        imageUrl: '/uploads/abc.jpg',
        poll: { question: 'Best?', options: ['Gas', ' ', 'Charcoal'] },
      }),
    ).toEqual({
      content: 'Gas or charcoal?',
      hashtags: ['grill'],
      imageUrl: '/uploads/abc.jpg',
      poll: { question: 'Best?', options: ['Gas', 'Charcoal'] },
    });
  });

  it('leaves out a poll that is not filled in, and a closed one', () => {
    expect(
      newPostInput({ text: 'Hi', hashtags: [], imageUrl: null, poll: { question: 'Best?', options: ['Gas', ''] } })
        .poll,
    ).toBeNull();
    expect(newPostInput({ text: 'Hi', hashtags: [], imageUrl: null, poll: null }).poll).toBeNull();
  });

  it('the dad-joke helper adds #dadjoke once, in place of the last tag when 5 are there', () => {
    expect(withDadJokeTag([])).toEqual(['dadjoke']);
    expect(withDadJokeTag(['grill', 'dadjoke'])).toEqual(['grill', 'dadjoke']);
    expect(withDadJokeTag(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'dadjoke']);
  });
});
