import { describe, expect, it } from 'vitest';
import { mergeNews } from './merge-news';

const article = (url: string, publishedAt: string) => ({ url, publishedAt });

describe('mergeNews', () => {
  it('puts both lists together newest first, marking team news', () => {
    const merged = mergeNews(
      [article('a', '2025-06-10T10:00:00Z'), article('c', '2025-06-08T10:00:00Z')],
      [article('b', '2025-06-09T10:00:00Z')],
    );
    expect(merged.map((m) => [m.article.url, m.kind])).toEqual([
      ['a', 'interest'],
      ['b', 'team'],
      ['c', 'interest'],
    ]);
  });

  it('shows a story in both lists once, as team news', () => {
    const story = article('same', '2025-06-10T10:00:00Z');
    expect(mergeNews([story], [story])).toEqual([{ article: story, kind: 'team' }]);
  });

  it('is empty when both lists are', () => {
    expect(mergeNews([], [])).toEqual([]);
  });
});
