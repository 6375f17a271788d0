import { describe, expect, it } from 'vitest';
import { addEditHashtag, canSaveEdit, editDraftOf, overHashtagLimit, savedPost, tagsInUse } from './edit-draft';

describe('the post edit draft', () => {
  it('splits the hashtags out of the text, adding the post’s own tags once', () => {
    expect(editDraftOf('Brisket day #BBQ #grill', ['grill', 'Smoker'])).toEqual({
      text: 'Brisket day',
      hashtags: ['bbq', 'grill', 'smoker'],
    });
    expect(editDraftOf('No tags here', [])).toEqual({ text: 'No tags here', hashtags: [] });
    expect(editDraftOf('#only #tags', [])).toEqual({ text: '', hashtags: ['only', 'tags'] });
  });

  it('appends the hashtags back at the end of the content on save', () => {
    expect(savedPost({ text: ' Brisket day ', hashtags: ['tag1', 'tag2'] })).toEqual({
      content: 'Brisket day #tag1 #tag2',
      hashtags: ['tag1', 'tag2'],
    });
    expect(savedPost({ text: 'Plain', hashtags: [] })).toEqual({ content: 'Plain', hashtags: [] });
  });

  it('round-trips: editing without changes keeps the content', () => {
    const draft = editDraftOf('Brisket day #tag1 #tag2', ['tag1', 'tag2']);
    expect(savedPost(draft).content).toBe('Brisket day #tag1 #tag2');
  });

  it('adds tags lower-cased, without #, once', () => {
    expect(addEditHashtag(['grill'], '#Smoker')).toEqual(['grill', 'smoker']);
    expect(addEditHashtag(['grill'], 'GRILL')).toEqual(['grill']);
    expect(addEditHashtag(['grill'], ' # ')).toEqual(['grill']);
    expect(overHashtagLimit({ text: '', hashtags: ['a', 'b', 'c', 'd', 'e'] })).toBe(false);
  });

  it('saves only with text, a new image or the kept image', () => {
    expect(canSaveEdit({ text: '  ', hasNewImage: false, keepsImage: false })).toBe(false);
    expect(canSaveEdit({ text: 'hi', hasNewImage: false, keepsImage: false })).toBe(true);
    expect(canSaveEdit({ text: '', hasNewImage: true, keepsImage: false })).toBe(true);
    expect(canSaveEdit({ text: '', hasNewImage: false, keepsImage: true })).toBe(true);
  });

  it('counts the tags typed in the text toward the limit, and saves them all', () => {
    const draft = { text: 'Brisket #sixth day', hashtags: ['a', 'b', 'c', 'd', 'e'] };
    expect(tagsInUse(draft)).toEqual(['a', 'b', 'c', 'd', 'e', 'sixth']);
    expect(overHashtagLimit(draft)).toBe(true);
    expect(canSaveEdit({ text: draft.text, hasNewImage: false, keepsImage: false, overLimit: true })).toBe(false);
    const fits = { text: 'Brisket #smoker day', hashtags: ['a', 'b'] };
    expect(overHashtagLimit(fits)).toBe(false);
    expect(savedPost(fits)).toEqual({ content: 'Brisket #smoker day #a #b', hashtags: ['a', 'b', 'smoker'] });
  });
});
