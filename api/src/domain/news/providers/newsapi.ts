/**
 * A NewsAPI-compatible service (newsapi.org's /v2/everything, or anything answering the same way): one query
 * per refresh for the members' topics, newest first, English, 20 articles. The key goes in the X-Api-Key header,
 * never in the address, so it stays out of logs and error messages.
 */
import { z } from 'zod';
import { clip, htmlToText } from '../html-text.js';
import { tagTopics } from '../topics.js';
import {
  getOk,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  publishedDate,
  readText,
  webUrl,
  type FetchOptions,
  type NewsArticleInput,
  type NewsProvider,
} from './provider.js';

/** NewsAPI refuses a `q` longer than 500 characters. */
const MAX_QUERY_LENGTH = 500;
const PAGE_SIZE = 20;
/** What NewsAPI puts in place of an article its publisher withdrew. */
const REMOVED = '[Removed]';

const articleSchema = z.object({
  source: z.object({ name: z.string().nullish() }).nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  url: z.string().nullish(),
  urlToImage: z.string().nullish(),
  publishedAt: z.string().nullish(),
});
const responseSchema = z.object({ articles: z.array(z.unknown()) });

/** `"Denver Broncos" OR Sports OR …`: the topics in the order given (most wanted first), as many as fit. */
export function newsApiQuery(topics: readonly string[]): string {
  let query = '';
  for (const topic of topics) {
    const term = /^[\p{L}\p{N}]+$/u.test(topic) ? topic : `"${topic.replaceAll('"', '')}"`;
    const next = query ? `${query} OR ${term}` : term;
    if (next.length > MAX_QUERY_LENGTH) break;
    query = next;
  }
  return query;
}

export function createNewsApiProvider(options: { url: string; apiKey: string | undefined }): NewsProvider<'api'> {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'newsapi',
    source: 'api',
    async fetch(topics: string[], { signal, now = new Date() }: FetchOptions = {}) {
      const q = newsApiQuery(topics);
      if (!q) return [];
      const params = new URLSearchParams({ q, language: 'en', sortBy: 'publishedAt', pageSize: String(PAGE_SIZE) });
      const response = await getOk(`${base}/everything?${params}`, {
        headers: { accept: 'application/json', ...(options.apiKey ? { 'X-Api-Key': options.apiKey } : {}) },
        signal,
      });
      const { articles } = responseSchema.parse(JSON.parse(await readText(response)));
      return articles.flatMap((raw) => {
        const article = toInput(raw, topics, now);
        return article ? [article] : [];
      });
    },
  };
}

function toInput(raw: unknown, topics: readonly string[], now: Date): NewsArticleInput | null {
  const parsed = articleSchema.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  const title = clip(htmlToText(a.title ?? ''), MAX_TITLE_LENGTH);
  const url = webUrl(a.url);
  const publishedAt = publishedDate(a.publishedAt, now);
  if (!title || title === REMOVED || !url || !publishedAt) return null;
  const description = a.description === REMOVED ? '' : clip(htmlToText(a.description ?? ''), MAX_DESCRIPTION_LENGTH);
  return {
    title,
    description,
    url,
    urlToImage: webUrl(a.urlToImage),
    sourceName: clip(htmlToText(a.source?.name ?? ''), 100) || new URL(url).hostname,
    publishedAt,
    topics: tagTopics({ title, description }, topics),
  };
}
