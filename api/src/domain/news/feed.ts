/**
 * The news cache's refresher: at most once per 30 minutes (across processes: the newest fetchedAt in the table
 * says when anyone last did), by a recurring job and, when a member opens the Newsfeed and the cache is stale,
 * in the background while they are served what is stored. A failing provider is logged and skipped.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import type { DbClient } from '../../db/prisma.js';
import { defineJob } from '../../jobs/queue.js';
import { lastRefreshedAt, pruneFetched, upsertArticles } from './cache.js';
import { createNewsApiProvider } from './providers/newsapi.js';
import type { NewsProvider } from './providers/provider.js';
import { createRssProvider } from './providers/rss.js';
import { createStoredProvider, type StoredNewsProvider } from './providers/stored.js';
import { wantedTopics } from './wanted-topics.js';

export const REFRESH_EVERY_MS = 30 * 60 * 1000;
export const PROVIDER_TIMEOUT_MS = 8_000;

export type RemoteNewsProvider = NewsProvider<'api' | 'rss'>;

export interface RefreshOutcome {
  refreshed: boolean;
  /** Articles written to the cache (new or updated). */
  stored: number;
}

export interface NewsFeed {
  /** For the start-up log. */
  readonly description: string;
  /** The articles in the database: what the Newsfeed shows. */
  readonly stored: StoredNewsProvider;
  /** Starts a refresh in the background if the cache is stale; returns at once and never throws. */
  refreshIfStale(): void;
  /** A refresh if the cache is stale (or `force`), awaited; concurrent calls share one run. */
  refresh(options?: { force?: boolean }): Promise<RefreshOutcome>;
  /** Aborts fetches in flight and waits for the refresh to finish writing. */
  close(): Promise<void>;
}

export interface NewsFeedOptions {
  prisma: DbClient;
  logger: Logger;
  providers: RemoteNewsProvider[];
  /** Injected by tests. */
  now?: () => Date;
  refreshEveryMs?: number;
  timeoutMs?: number;
}

/** The providers NEWS_API_URL / NEWS_API_KEY and NEWS_FEEDS configure (none: the stored articles only). */
export function configuredProviders(news: Config['news']): RemoteNewsProvider[] {
  const api = news.apiUrl ? [createNewsApiProvider({ url: news.apiUrl, apiKey: news.apiKey })] : [];
  return [...api, ...news.feeds.map(createRssProvider)];
}

/** The work's outcome, or the signal's reason as soon as it aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createNewsFeed(options: NewsFeedOptions): NewsFeed {
  const { prisma, logger, providers } = options;
  const clock = options.now ?? (() => new Date());
  const every = options.refreshEveryMs ?? REFRESH_EVERY_MS;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const closing = new AbortController();
  let lastRefresh: number | null = null;
  let lastAttempt: number | null = null;
  let running: Promise<RefreshOutcome> | undefined;

  const recent = (at: number | null, now: number) => at !== null && now - at < every;

  async function isStale(now: number): Promise<boolean> {
    if (!providers.length || closing.signal.aborted) return false;
    // Our own attempt counts even when it stored nothing, so failing providers are not asked on every request.
    if (recent(lastAttempt, now) || recent(lastRefresh, now)) return false;
    lastRefresh = (await lastRefreshedAt(prisma))?.getTime() ?? null;
    return !recent(lastRefresh, now);
  }

  async function fetchInto(provider: RemoteNewsProvider, topics: string[], now: Date): Promise<number> {
    // The timeout's and close()'s abort, held by a timer and a listener of our own: a signal Node makes for a
    // timeout, or for several, is referenced weakly, and fetch follows the signal it is given weakly too, so under
    // garbage-collection pressure an abort could get lost and a provider that never answers hold the refresh (and
    // close()) for ever. The fetch is also raced against the abort, so the refresh ends when it fires, whatever
    // the request does.
    const stop = new AbortController();
    const timer = setTimeout(
      () => stop.abort(new DOMException('The news provider timed out.', 'TimeoutError')),
      timeoutMs,
    );
    const onClose = () => stop.abort(closing.signal.reason);
    closing.signal.addEventListener('abort', onClose, { once: true });
    try {
      if (closing.signal.aborted) return 0;
      const articles = await untilAborted(provider.fetch(topics, { signal: stop.signal, now }), stop.signal);
      return await upsertArticles(prisma, provider.source, articles, now);
    } catch (err) {
      if (!closing.signal.aborted)
        logger.warn({ err, provider: provider.name }, 'news provider failed; skipped until the next refresh');
      return 0;
    } finally {
      clearTimeout(timer);
      closing.signal.removeEventListener('abort', onClose);
    }
  }

  async function run(force: boolean): Promise<RefreshOutcome> {
    const now = clock();
    const due = force ? providers.length > 0 && !closing.signal.aborted : await isStale(now.getTime());
    if (!due) return { refreshed: false, stored: 0 };
    lastAttempt = now.getTime();
    const topics = await wantedTopics(prisma);
    const counts = await Promise.all(providers.map((provider) => fetchInto(provider, topics, now)));
    const stored = counts.reduce((a, b) => a + b, 0);
    if (!closing.signal.aborted) await pruneFetched(prisma, now);
    if (stored) lastRefresh = now.getTime();
    logger.info({ stored, providers: providers.length }, 'news refreshed');
    return { refreshed: true, stored };
  }

  function refresh({ force = false } = {}): Promise<RefreshOutcome> {
    running ??= run(force).finally(() => {
      running = undefined;
    });
    return running;
  }

  function refreshIfStale() {
    refresh().catch((err: unknown) => logger.error({ err }, 'refreshing the news failed'));
  }

  return {
    description: providers.length
      ? `stored articles plus ${providers.map((p) => p.name).join(', ')}, refreshed every ${Math.round(every / 60_000)} min`
      : 'stored articles only (no NEWS_API_URL or NEWS_FEEDS)',
    stored: createStoredProvider(prisma),
    refreshIfStale,
    refresh,
    async close() {
      closing.abort();
      await running?.catch(() => {});
    },
  };
}

/** Every 30 minutes, in one process; a refresh by a member's visit since makes it a no-op. */
export const newsRefreshJob = defineJob({
  name: 'news-refresh',
  cron: '*/30 * * * *',
  retryLimit: 0,
  run: ({ news }) => news.refresh(),
});
