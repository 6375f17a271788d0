/**
 * The Newsfeed tab: `Query.newsfeed`, the same lists as GET /api/news/personalized (domain/news/newsfeed.ts).
 * Articles are not nodes: they are read as a list, never by id.
 */
import { getNewsfeed, type Newsfeed } from '../../domain/news/newsfeed.js';
import type { NewsArticle } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

const NewsSourceRef = builder.objectRef<{ name: string }>('NewsArticleSource').implement({
  description: 'Who published an article.',
  fields: (t) => ({ name: t.exposeString('name') }),
});

const NewsArticleRef = builder.objectRef<NewsArticle>('NewsArticle').implement({
  description: 'A news story; `url` opens it at its publisher.',
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    url: t.exposeString('url'),
    urlToImage: t.exposeString('urlToImage', { nullable: true }),
    source: t.field({ type: NewsSourceRef, resolve: (article) => ({ name: article.sourceName }) }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

const NewsfeedRef = builder.objectRef<Newsfeed>('Newsfeed').implement({
  description:
    'News for the viewer: about their interests, and about their favourite teams. Newest first, at most 20 each, no story in both.',
  fields: (t) => ({
    personalizedNews: t.field({ type: [NewsArticleRef], resolve: (feed) => feed.personalizedNews }),
    sportsTeamNews: t.field({ type: [NewsArticleRef], resolve: (feed) => feed.sportsTeamNews }),
  }),
});

builder.queryField('newsfeed', (t) =>
  t.field({
    type: NewsfeedRef,
    authScopes: { member: true },
    description: "The viewer's Newsfeed. Served from the news cache, which refreshes itself every 30 minutes.",
    resolve: async (_root, _args, ctx) => getNewsfeed(ctx.services, await ctx.viewerProfile()),
  }),
);
