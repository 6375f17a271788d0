/** The Newsfeed's one list: personalised and sports-team news together, newest first, each story once. */

export interface DatedArticle {
  url: string;
  publishedAt: string;
}

export type NewsKind = 'interest' | 'team';

export function mergeNews<A extends DatedArticle>(
  personalized: readonly A[],
  teams: readonly A[],
): { article: A; kind: NewsKind }[] {
  const seen = new Set<string>();
  const merged: { article: A; kind: NewsKind }[] = [];
  for (const [kind, list] of [
    ['team', teams],
    ['interest', personalized],
  ] as const) {
    for (const article of list) {
      if (seen.has(article.url)) continue;
      seen.add(article.url);
      merged.push({ article, kind });
    }
  }
  const time = (a: DatedArticle) => new Date(a.publishedAt).getTime() || 0;
  // Array.prototype.sort is stable: equal dates keep team news first.
  return merged.sort((a, b) => time(b.article) - time(a.article));
}
