/**
 * The articles in the NewsArticle table: written there by the seed or an editor (`stored`), and the cache the
 * other providers fill (`api`, `rss`). The Newsfeed reads through this provider, so every API process shows the
 * same articles whichever of them fetched them.
 */
import type { DbTx } from '../../../db/prisma.js';
import type { NewsArticle } from '../../../generated/prisma/client.js';
import { topicKeys } from '../topics.js';
import type { NewsProvider } from './provider.js';

export interface StoredNewsProvider extends NewsProvider<'stored'> {
  /** Newest first (ties by id), about any of the topics, none of `excludeIds`, at most `limit`. */
  find(topics: readonly string[], options: { limit: number; excludeIds?: string[] }): Promise<NewsArticle[]>;
}

export function createStoredProvider(db: DbTx): StoredNewsProvider {
  async function find(topics: readonly string[], { limit, excludeIds = [] }: { limit: number; excludeIds?: string[] }) {
    const keys = [...new Set(topicKeys(topics).map((key) => key.toLowerCase()))];
    if (!keys.length) return [];
    // Case-insensitive on both sides ("denver broncos" finds "Denver Broncos"), so not through the GIN index: the
    // table holds the stored articles plus a week of fetched ones, which a scan of the newest rows answers.
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "NewsArticle"
      WHERE EXISTS (SELECT 1 FROM unnest(topics) AS topic WHERE lower(topic) = ANY(${keys}::text[]))
        AND NOT (id = ANY(${excludeIds}::uuid[]))
      ORDER BY "publishedAt" DESC, id DESC
      LIMIT ${limit}`;
    const ids = rows.map((r) => r.id);
    const articles = new Map((await db.newsArticle.findMany({ where: { id: { in: ids } } })).map((a) => [a.id, a]));
    return ids.flatMap((id) => articles.get(id) ?? []);
  }
  return {
    name: 'stored',
    source: 'stored',
    find,
    async fetch(topics) {
      const rows = await find(topics, { limit: 20 });
      return rows.map(({ title, description, url, urlToImage, sourceName, publishedAt, topics: tags }) => ({
        title,
        description,
        url,
        urlToImage,
        sourceName,
        publishedAt,
        topics: tags,
      }));
    },
  };
}
