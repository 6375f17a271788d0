/**
 * GET /api/news/personalized: the Newsfeed tab's `{personalizedNews, sportsTeamNews}`, each article in the
 * NewsAPI-style shape {title, description, url, urlToImage, source: {name}, publishedAt}.
 */
import { Router } from 'express';
import { getNewsfeed } from '../domain/news/newsfeed.js';
import type { Services } from '../domain/services.js';
import type { NewsArticle } from '../generated/prisma/client.js';
import { requireViewer } from './request.js';
import { loadViewerProfile } from '../domain/users/viewer.js';

export function presentArticle(article: NewsArticle) {
  return {
    title: article.title,
    description: article.description,
    url: article.url,
    urlToImage: article.urlToImage,
    source: { name: article.sourceName },
    publishedAt: article.publishedAt.toISOString(),
  };
}

export function newsRoutes(services: Services): Router {
  const router = Router();

  router.get('/news/personalized', async (_req, res) => {
    const viewer = requireViewer(res);
    const { personalizedNews, sportsTeamNews } = await getNewsfeed(
      services,
      await loadViewerProfile(services.prisma, viewer.id),
    );
    res.json({
      personalizedNews: personalizedNews.map(presentArticle),
      sportsTeamNews: sportsTeamNews.map(presentArticle),
    });
  });

  return router;
}
