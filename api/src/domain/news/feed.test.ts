import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { lastRefreshedAt } from './cache.js';
import { createNewsFeed, REFRESH_EVERY_MS, type NewsFeed, type RemoteNewsProvider } from './feed.js';
import { fixture, startFixtureServer, type FixtureServer } from '../../testing/news-server.js';
import { createNewsApiProvider } from './providers/newsapi.js';
import { createRssProvider } from './providers/rss.js';

let app: TestApp;
let server: FixtureServer;
beforeAll(async () => {
  app = await createTestApp();
  server = await startFixtureServer({
    '/v2/everything': { type: 'application/json', body: fixture('newsapi.json') },
    '/rss': { type: 'application/rss+xml', body: fixture('rss.xml') },
    '/atom': { type: 'application/atom+xml', body: fixture('atom.xml') },
    '/broken': { status: 500, body: 'down for maintenance' },
    '/garbage': { type: 'text/html', body: '<html>hello</html>' },
  });
  await buildUser(app.services.prisma, { interests: ['Sports', 'cooking'], sportsFavoriteTeams: ['Denver Broncos'] });
});
afterAll(async () => {
  await app.close();
  await server.close();
});

/** Each test's clock starts a day after the previous one's, so the shared table's last refresh is in its past. */
let epoch = Date.now();
function testClock() {
  epoch += 24 * 60 * 60 * 1000;
  let now = epoch;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const rss = (path: string) => createRssProvider(`${server.url}${path}`);
const newsapi = (path = '/v2') => createNewsApiProvider({ url: `${server.url}${path}`, apiKey: 'k' });

const feeds: NewsFeed[] = [];
function feed(
  providers: RemoteNewsProvider[],
  now: () => Date,
  options: { timeoutMs?: number; logger?: pino.Logger } = {},
) {
  const made = createNewsFeed({
    prisma: app.services.prisma,
    logger: options.logger ?? pino({ level: 'silent' }),
    providers,
    now,
    ...options,
  });
  feeds.push(made);
  return made;
}
afterAll(() => Promise.all(feeds.map((f) => f.close())));

describe('the news cache', () => {
  it('upserts fetched articles by url with their source, and skips a provider answering 500 or garbage (logging it)', async () => {
    const clock = testClock();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const outcome = await feed([newsapi(), rss('/rss'), rss('/broken'), rss('/garbage'), rss('/atom')], clock.now, {
      logger,
    }).refresh();
    expect(outcome).toEqual({ refreshed: true, stored: 2 + 3 + 2 });
    const rows = await app.services.prisma.newsArticle.findMany({ where: { fetchedAt: clock.now() } });
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.url === 'https://news.example.com/broncos-kicker')).toMatchObject({
      source: 'api',
      topics: ['Denver Broncos'],
    });
    expect(rows.find((r) => r.url === 'https://kitchen.example.com/ribs-for-a-crowd')).toMatchObject({
      source: 'rss',
      sourceName: 'Backyard Kitchen Weekly',
    });
    const failures = lines.map((line) => JSON.parse(line) as { provider: string; msg: string });
    expect(failures.map((f) => f.provider).sort()).toEqual([`rss ${server.url}/broken`, `rss ${server.url}/garbage`]);

    // A second refresh updates the same rows (one per url) and moves their fetchedAt forward.
    clock.advance(REFRESH_EVERY_MS);
    await feed([newsapi()], clock.now).refresh();
    expect(
      await app.services.prisma.newsArticle.count({ where: { url: 'https://news.example.com/broncos-kicker' } }),
    ).toBe(1);
    expect(await lastRefreshedAt(app.services.prisma)).toEqual(clock.now());
  });

  it('refreshes at most every 30 minutes, also across processes sharing the database', async () => {
    const clock = testClock();
    const first = feed([rss('/atom')], clock.now);
    const hits = () => server.hits('/atom');
    const before = hits();
    expect(await first.refresh()).toMatchObject({ refreshed: true });
    expect(hits()).toBe(before + 1);

    clock.advance(29 * 60 * 1000);
    expect(await first.refresh()).toEqual({ refreshed: false, stored: 0 });
    // Another API process (its own feed, same database) sees the recent refresh and does not fetch either.
    expect(await feed([rss('/atom')], clock.now).refresh()).toEqual({ refreshed: false, stored: 0 });
    expect(hits()).toBe(before + 1);

    clock.advance(60 * 1000);
    expect(await first.refresh()).toMatchObject({ refreshed: true });
    expect(hits()).toBe(before + 2);
  });

  it('does not ask failing providers again before 30 minutes, although nothing was stored', async () => {
    const clock = testClock();
    const broken = feed([rss('/broken')], clock.now);
    const before = server.hits('/broken');
    expect(await broken.refresh()).toEqual({ refreshed: true, stored: 0 });
    clock.advance(10 * 60 * 1000);
    broken.refreshIfStale();
    expect(await broken.refresh()).toEqual({ refreshed: false, stored: 0 });
    expect(server.hits('/broken')).toBe(before + 1);
  });

  it('shares one run between concurrent calls, and does nothing without remote providers', async () => {
    const clock = testClock();
    const shared = feed([rss('/rss')], clock.now);
    const before = server.hits('/rss');
    const [a, b] = await Promise.all([shared.refresh(), shared.refresh()]);
    expect(a).toBe(b);
    expect(server.hits('/rss')).toBe(before + 1);
    expect(await feed([], clock.now).refresh({ force: true })).toEqual({ refreshed: false, stored: 0 });
  });

  it('gives up on a provider after the timeout, and close() aborts a fetch in flight', async () => {
    let release!: () => void;
    server.routes.set('/hanging', {
      body: fixture('rss.xml'),
      hold: new Promise<void>((resolve) => (release = resolve)),
    });
    const clock = testClock();
    const started = Date.now();
    expect(await feed([rss('/hanging')], clock.now, { timeoutMs: 200 }).refresh()).toEqual({
      refreshed: true,
      stored: 0,
    });
    expect(Date.now() - started).toBeLessThan(3000);

    clock.advance(REFRESH_EVERY_MS);
    const closing = feed([rss('/hanging')], clock.now);
    const run = closing.refresh();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closeStarted = Date.now();
    await closing.close();
    expect(Date.now() - closeStarted).toBeLessThan(2000);
    expect(await run).toEqual({ refreshed: true, stored: 0 });
    release();
  });

  it('ends at the timeout, and on close(), even when a provider never settles whatever its signal says', async () => {
    // What a lost abort looks like from here (a request that no longer follows its signal): a fetch that never
    // ends. The refresh must end all the same, or it would hold every later refresh and close() for ever.
    const deaf: RemoteNewsProvider = { name: 'deaf', source: 'rss', fetch: () => new Promise(() => {}) };
    const clock = testClock();
    const started = Date.now();
    expect(await feed([deaf], clock.now, { timeoutMs: 200 }).refresh()).toEqual({ refreshed: true, stored: 0 });
    expect(Date.now() - started).toBeLessThan(3000);

    clock.advance(REFRESH_EVERY_MS);
    const closing = feed([deaf], clock.now);
    const run = closing.refresh();
    await closing.close();
    expect(await run).toEqual({ refreshed: true, stored: 0 });
  });
});
