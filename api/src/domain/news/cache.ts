/**
 * The shared cache: fetched articles are upserted into NewsArticle by url, so every API process serves them,
 * and the newest `fetchedAt` of a fetched article says when any process last refreshed.
 */
import type { DbTx } from '../../db/prisma.js';
import type { NewsArticleInput } from './providers/provider.js';

/**
 * A fetched article no provider has returned for this long has left its feed: a refresh deletes it. Stored
 * (seeded or hand-written) articles are never deleted.
 */
export const KEEP_FETCHED_DAYS = 7;

/**
 * Inserts new articles and refreshes known ones (title, text, picture, topics, fetchedAt). An article first
 * stored by hand keeps its `source`. Articles about no topic are not kept: nobody would be shown them.
 */
export async function upsertArticles(
  db: DbTx,
  source: 'api' | 'rss',
  articles: NewsArticleInput[],
  now: Date,
): Promise<number> {
  const byUrl = new Map(articles.filter((a) => a.topics.length).map((a) => [a.url, a]));
  for (const article of byUrl.values()) {
    const fields = { ...article, fetchedAt: now };
    await db.newsArticle.upsert({ where: { url: article.url }, create: { ...fields, source }, update: fields });
  }
  return byUrl.size;
}

/** When a process last stored fetched articles, or null when none ever did. */
export async function lastRefreshedAt(db: DbTx): Promise<Date | null> {
  const { _max } = await db.newsArticle.aggregate({
    where: { source: { in: ['api', 'rss'] } },
    _max: { fetchedAt: true },
  });
  return _max.fetchedAt;
}

export async function pruneFetched(db: DbTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_FETCHED_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await db.newsArticle.deleteMany({
    where: { source: { in: ['api', 'rss'] }, fetchedAt: { lt: before } },
  });
  return count;
}
