import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildNewsArticle, buildUser, signedInClient, uniqueDigits } from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const NEWSFEED = `{
  newsfeed {
    personalizedNews { title description url urlToImage source { name } publishedAt }
    sportsTeamNews { title description url urlToImage source { name } publishedAt }
  }
}`;

describe('Query.newsfeed', () => {
  it('gives the same lists as GET /api/news/personalized', async () => {
    const own = `zq${uniqueDigits()}`;
    const team = `Team ${own}`;
    const prisma = app.services.prisma;
    await buildNewsArticle(prisma, { topics: ['Music', own], urlToImage: 'https://img.example.com/m.jpg' });
    await buildNewsArticle(prisma, { topics: [own], publishedAt: new Date(Date.now() - 5 * 60 * 60 * 1000) });
    await buildNewsArticle(prisma, { topics: ['Sports', team] });
    const viewer = await buildUser(prisma, { interests: ['music', own], sportsFavoriteTeams: [team] });
    const client = await signedInClient(app, viewer);

    const rest = await (await client.get('/api/news/personalized')).json();
    const body = await graphql(app, NEWSFEED, {}, client.cookieHeader());
    expect(body.errors).toBeUndefined();
    expect(body.data.newsfeed).toEqual(rest);
    expect(rest.personalizedNews).toHaveLength(2);
    expect(rest.sportsTeamNews).toHaveLength(1);
  });

  it('refuses a visitor with UNAUTHENTICATED', async () => {
    const body = await graphql(app, NEWSFEED);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
