/**
 * Where news comes from. Every source (a NewsAPI-compatible service, an RSS or Atom feed, the articles stored
 * in the database) answers the same question: the newest articles about these topics.
 */

/** An article as a provider found it, ready to be stored (NewsArticle without its id and bookkeeping). */
export interface NewsArticleInput {
  title: string;
  description: string;
  url: string;
  urlToImage: string | null;
  sourceName: string;
  publishedAt: Date;
  /** Interests and team names it is about; the Newsfeed matches members on them. */
  topics: string[];
}

export interface FetchOptions {
  /** Aborts the request: the 8 s timeout, or the server shutting down. */
  signal?: AbortSignal;
  /** "Now", for clamping future dates (tests inject a clock). */
  now?: Date;
}

/** NewsArticle.source: `api` and `rss` articles are fetched and cached; `stored` ones are written to the table. */
export type NewsSourceKind = 'api' | 'rss' | 'stored';

export interface NewsProvider<Source extends NewsSourceKind = NewsSourceKind> {
  /** For logs: `newsapi`, `rss https://…`, `stored`. */
  readonly name: string;
  readonly source: Source;
  fetch(topics: string[], options?: FetchOptions): Promise<NewsArticleInput[]>;
}

/** Only http(s) addresses: an article link is opened by members, so `javascript:` and the like never pass. */
export function webUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A date a provider gave, or null when it is missing or unreadable; a date in the future is taken as now. */
export function publishedDate(value: unknown, now: Date = new Date()): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(typeof value === 'string' ? value.trim() : value);
  if (Number.isNaN(date.getTime())) return null;
  return date > now ? now : date;
}

export const MAX_TITLE_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 500;

/** An HTTP GET that fails on a non-2xx answer, so a provider's error is one thrown exception. */
export async function getOk(
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal | undefined },
): Promise<Response> {
  const response = await fetch(url, { headers: init.headers, signal: init.signal ?? null, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  return response;
}

/** A response body has to fit this; a feed of a few hundred kilobytes is large. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The body as text, refusing (without reading further) one larger than MAX_BODY_BYTES. */
export async function readText(response: Response, maxBytes = MAX_BODY_BYTES): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Leaving the loop by a throw cancels the stream: the rest is never downloaded.
    if (size > maxBytes) throw new Error(`${response.url} sent more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
