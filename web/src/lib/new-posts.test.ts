import { describe, expect, it } from 'vitest';
import { newPostsLabel, unseenPosts } from './new-posts';

const posts = (...ids: string[]) => ids.map((postId) => ({ postId }));

describe('new posts above a feed', () => {
  it('says how many, in the singular for one', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
  });

  it('counts each announced post once, and none already shown', () => {
    expect(unseenPosts(posts('a', 'b', 'a', 'c'), new Set(['b']))).toEqual(['a', 'c']);
  });

  it("counts only the chosen group's posts on a list narrowed to one group, and every group's otherwise", () => {
    const announced = [
      { postId: 'a', groupId: 'g1' },
      { postId: 'b', groupId: 'g2' },
      { postId: 'c', groupId: 'g1' },
    ];
    expect(unseenPosts(announced, new Set(['c']), 'g1')).toEqual(['a']);
    expect(unseenPosts(announced, new Set(), 'g3')).toEqual([]);
    expect(unseenPosts(announced, new Set())).toEqual(['a', 'b', 'c']);
  });
});
