import { describe, expect, it } from 'vitest';
import { newPostsLabel, unseenPosts } from './new-posts';

describe('new posts above a feed', () => {
  it('says how many, in the singular for one', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
  });

  it('counts each announced post once, and none already shown', () => {
    expect(unseenPosts(['a', 'b', 'a', 'c'], new Set(['b']))).toEqual(['a', 'c']);
  });
});
