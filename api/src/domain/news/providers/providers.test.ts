import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startFixtureServer, type FixtureServer } from '../../../testing/news-server.js';
import { createNewsApiProvider, newsApiQuery } from './newsapi.js';
import { createRssProvider } from './rss.js';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({
    '/v2/everything': { type: 'application/json', body: fixture('newsapi.json') },
    '/broken/everything': { status: 500, type: 'application/json', body: '{"status":"error"}' },
    '/garbage/everything': { type: 'application/json', body: '<html>not json' },
    '/odd/everything': { type: 'application/json', body: '{"status":"ok","articles":"none"}' },
    '/rss': { type: 'application/rss+xml', body: fixture('rss.xml') },
    '/atom': { type: 'application/atom+xml', body: fixture('atom.xml') },
    '/feed-500': { status: 500, body: 'oops' },
    '/feed-garbage': { type: 'text/html', body: '<html><body>Not a feed</body></html>' },
  });
});
afterAll(() => server.close());

const topics = ['Sports', 'Parenting', 'Denver Broncos', 'Kansas City Chiefs', 'Cooking', 'Woodworking'];

describe('the NewsAPI-compatible provider', () => {
  it('asks /everything for the topics, newest first, in English, 20 at a time, with the key in X-Api-Key', async () => {
    const provider = createNewsApiProvider({ url: `${server.url}/v2/`, apiKey: 'secret-key' });
    await provider.fetch(['Sports', 'Denver Broncos']);
    const request = server.requests.at(-1)!;
    const url = new URL(request.path, server.url);
    expect(url.pathname).toBe('/v2/everything');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Sports OR "Denver Broncos"',
      language: 'en',
      sortBy: 'publishedAt',
      pageSize: '20',
    });
    expect(request.headers['x-api-key']).toBe('secret-key');
    expect(url.search).not.toContain('secret-key');
  });

  it('maps articles, drops [Removed], unsafe links and undated ones, and tags topics from the text', async () => {
    const articles = await createNewsApiProvider({ url: `${server.url}/v2`, apiKey: 'k' }).fetch(topics);
    expect(articles).toEqual([
      {
        title: 'Denver Broncos sign a veteran kicker before the opener',
        description: 'The Broncos add depth & experience — the deal runs one season.',
        url: 'https://news.example.com/broncos-kicker',
        urlToImage: 'https://images.example.com/broncos-kicker.jpg',
        sourceName: 'Mile High Sports Report',
        publishedAt: new Date('2025-09-01T18:30:00Z'),
        topics: ['Denver Broncos'],
      },
      {
        title: 'Toddler sleep schedules that actually work',
        description: '',
        url: 'https://news.example.com/toddler-sleep',
        urlToImage: null,
        sourceName: 'Family Health Review',
        publishedAt: new Date('2025-09-01T12:00:00Z'),
        topics: ['Parenting', 'Health & Wellness'],
      },
    ]);
  });

  it('fails on an error status or a body that is not a NewsAPI answer (the refresh then skips it)', async () => {
    for (const path of ['broken', 'garbage', 'odd']) {
      await expect(
        createNewsApiProvider({ url: `${server.url}/${path}`, apiKey: 'k' }).fetch(topics),
        path,
      ).rejects.toThrow();
    }
  });

  it('sends no request without topics, and keeps the query within 500 characters', async () => {
    const before = server.requests.length;
    expect(await createNewsApiProvider({ url: `${server.url}/v2`, apiKey: 'k' }).fetch([])).toEqual([]);
    expect(server.requests.length).toBe(before);
    const many = Array.from({ length: 100 }, (_, i) => `Team number ${i}`);
    const q = newsApiQuery(many);
    expect(q.length).toBeLessThanOrEqual(500);
    expect(q.startsWith('"Team number 0" OR "Team number 1"')).toBe(true);
  });
});

describe('the RSS/Atom provider', () => {
  it('reads RSS 2.0: plain-text descriptions, images from enclosure or media tags, categories and keywords as topics', async () => {
    const articles = await createRssProvider(`${server.url}/rss`).fetch(topics);
    expect(articles).toEqual([
      {
        title: 'Smoked ribs for a crowd & how to time them',
        description: 'Start the smoker at dawn — here’s the timeline.',
        url: 'https://kitchen.example.com/ribs-for-a-crowd',
        urlToImage: 'https://kitchen.example.com/ribs.jpg',
        sourceName: 'Backyard Kitchen Weekly',
        publishedAt: new Date('2025-09-02T14:00:00Z'),
        topics: ['Cooking', 'Weekend'],
      },
      {
        title: 'Tailgate snacks for the Kansas City Chiefs opener',
        description: 'Five easy dips for game day.',
        url: 'https://kitchen.example.com/chiefs-tailgate',
        urlToImage: 'https://kitchen.example.com/dips.jpg',
        sourceName: 'Backyard Kitchen Weekly',
        publishedAt: new Date('2025-09-01T10:00:00Z'),
        topics: ['Food', 'Kansas City Chiefs'],
      },
      {
        title: 'Family camping breakfast ideas',
        description: 'Pancakes over the fire.',
        // A relative link is resolved against the feed's address.
        url: `${server.url}/camping-breakfast`,
        urlToImage: 'https://kitchen.example.com/pancakes-thumb.jpg',
        sourceName: 'Backyard Kitchen Weekly',
        publishedAt: new Date('2025-08-31T08:00:00Z'),
        topics: ['Outdoor Activities'],
      },
    ]);
  });

  it('reads Atom: the alternate link, summary or content as text, published or updated, category terms', async () => {
    const articles = await createRssProvider(`${server.url}/atom`).fetch(topics);
    expect(articles).toEqual([
      {
        title: 'A workbench you can build in a weekend',
        description: 'Two sheets of plywood & an afternoon.',
        url: 'https://workshop.example.com/weekend-workbench',
        urlToImage: 'https://workshop.example.com/bench.png',
        sourceName: 'Workshop Journal',
        publishedAt: new Date('2025-09-03T08:00:00Z'),
        topics: ['Woodworking'],
      },
      {
        title: 'Fixing a squeaky stair',
        description: 'Shims, glue and one screw.',
        url: 'https://workshop.example.com/squeaky-stair',
        urlToImage: 'https://workshop.example.com/stair.jpg',
        sourceName: 'Workshop Journal',
        publishedAt: new Date('2025-09-02T08:00:00Z'),
        topics: ['DIY'],
      },
    ]);
  });

  it('fails on an error status or a document that is not a feed', async () => {
    await expect(createRssProvider(`${server.url}/feed-500`).fetch(topics)).rejects.toThrow(/HTTP 500/);
    await expect(createRssProvider(`${server.url}/feed-garbage`).fetch(topics)).rejects.toThrow(
      /neither an RSS 2.0 nor an Atom feed/,
    );
  });

  it('gives up when the timeout signal fires', async () => {
    let release!: () => void;
    server.routes.set('/slow', { body: fixture('rss.xml'), hold: new Promise<void>((resolve) => (release = resolve)) });
    const started = Date.now();
    await expect(
      createRssProvider(`${server.url}/slow`).fetch(topics, { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
    release();
  });
});
