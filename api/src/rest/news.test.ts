import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixture, startFixtureServer, type FixtureServer } from '../testing/news-server.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildNewsArticle, buildUser, signedInClient, uniqueDigits } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const token = () => `zq${uniqueDigits()}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

type Article = {
  title: string;
  description: string;
  url: string;
  urlToImage: string | null;
  source: { name: string };
  publishedAt: string;
};
type Feed = { personalizedNews: Article[]; sportsTeamNews: Article[] };

async function newsFor(target: TestApp, interests: string[], sportsFavoriteTeams: string[] = []): Promise<Feed> {
  const user = await buildUser(target.services.prisma, { interests, sportsFavoriteTeams });
  const response = await (await signedInClient(target, user)).get('/api/news/personalized');
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
}

describe('GET /api/news/personalized', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().get('/api/news/personalized');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it("matches the member's interests (labels or ids, any case) and teams, newest first, no story in both lists", async () => {
    const own = token();
    const team = `Team ${token()}`;
    const prisma = app.services.prisma;
    const outdoors = await buildNewsArticle(prisma, {
      topics: ['Outdoor Activities', own],
      publishedAt: hoursAgo(1),
      urlToImage: 'https://img.example.com/a.jpg',
      sourceName: 'Trail Times',
    });
    const tech = await buildNewsArticle(prisma, { topics: ['Technology', own], publishedAt: hoursAgo(3) });
    const custom = await buildNewsArticle(prisma, { topics: [own.toUpperCase()], publishedAt: hoursAgo(2) });
    const teamStory = await buildNewsArticle(prisma, {
      topics: ['Outdoor Activities', 'Sports', team],
      publishedAt: hoursAgo(0.5),
    });
    await buildNewsArticle(prisma, { topics: ['Crypto', `${own}-not`] });

    const feed = await newsFor(app, ['OUTDOORS', 'tech', own], [team.toLowerCase()]);
    const mine = (articles: Article[]) =>
      articles.map((a) => a.url).filter((url) => [outdoors, tech, custom, teamStory].some((x) => x.url === url));
    expect(mine(feed.personalizedNews)).toEqual([outdoors.url, custom.url, tech.url]);
    expect(feed.sportsTeamNews.map((a) => a.url)).toEqual([teamStory.url]);
    expect(feed.personalizedNews.find((a) => a.url === outdoors.url)).toEqual({
      title: outdoors.title,
      description: outdoors.description,
      url: outdoors.url,
      urlToImage: 'https://img.example.com/a.jpg',
      source: { name: 'Trail Times' },
      publishedAt: outdoors.publishedAt.toISOString(),
    });
  });

  it('gives at most 20 of each, and one story once even when two sources carry it', async () => {
    const own = token();
    const team = `Team ${token()}`;
    const prisma = app.services.prisma;
    for (let i = 0; i < 25; i++)
      await buildNewsArticle(prisma, { topics: [own], publishedAt: hoursAgo(10 + i), title: `Story ${own} ${i}` });
    for (let i = 0; i < 22; i++) await buildNewsArticle(prisma, { topics: [team], publishedAt: hoursAgo(10 + i) });
    await buildNewsArticle(prisma, {
      topics: [own],
      publishedAt: hoursAgo(1),
      title: `Big news for ${own}!`,
      sourceName: 'A',
    });
    await buildNewsArticle(prisma, {
      topics: [own, team],
      publishedAt: hoursAgo(2),
      title: `big news for ${own}`,
      sourceName: 'B',
    });

    const feed = await newsFor(app, [own], [team]);
    expect(feed.personalizedNews).toHaveLength(20);
    expect(feed.sportsTeamNews).toHaveLength(20);
    const titles = [...feed.sportsTeamNews, ...feed.personalizedNews].map((a) =>
      a.title.toLowerCase().replace(/[^a-z0-9 ]/g, ''),
    );
    expect(new Set(titles).size).toBe(titles.length);
    // The story is about the team as well: it is team news, and the other source's copy is not repeated.
    expect(feed.sportsTeamNews[0]!.title).toBe(`big news for ${own}`);
    expect(feed.personalizedNews.map((a) => a.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Story ${own} ${i}`),
    );
    const times = feed.sportsTeamNews.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is empty for a member without interests or teams', async () => {
    expect(await newsFor(app, [], [])).toEqual({ personalizedNews: [], sportsTeamNews: [] });
  });
});

describe('the Newsfeed with configured feeds', () => {
  let server: FixtureServer;
  let withFeeds: TestApp;
  let release!: () => void;
  beforeAll(async () => {
    server = await startFixtureServer({
      '/slow-rss': {
        type: 'application/rss+xml',
        body: fixture('rss.xml'),
        hold: new Promise<void>((resolve) => (release = resolve)),
      },
      '/v2/everything': { status: 500, body: 'down' },
    });
    withFeeds = await createTestApp({
      NEWS_FEEDS: `${server.url}/slow-rss`,
      NEWS_API_URL: `${server.url}/v2`,
      NEWS_API_KEY: 'k',
    });
  });
  afterAll(async () => {
    release();
    await withFeeds.close();
    await server.close();
  });

  it('serves what is stored at once while a stale cache refreshes in the background, then serves the fetched articles', async () => {
    const stored = await buildNewsArticle(withFeeds.services.prisma, { topics: ['Cooking'] });
    const before = await newsFor(withFeeds, ['cooking']);
    expect(before.personalizedNews.map((a) => a.url)).toEqual([stored.url]);
    // The fetches started in the background and are still waiting for the feed to answer.
    await vi.waitFor(() => expect(server.hits('/slow-rss') + server.hits('/v2/everything')).toBe(2));

    release();
    // refresh() joins the run in flight; the NewsAPI provider's 500 is skipped.
    await withFeeds.services.news.refresh();
    const after = await newsFor(withFeeds, ['cooking']);
    expect(after.personalizedNews.map((a) => a.url)).toEqual([
      stored.url,
      'https://kitchen.example.com/ribs-for-a-crowd',
    ]);
    expect(server.hits('/slow-rss')).toBe(1);
  });
});
