/**
 * The Newsfeed tab: articles about the member's interests, and news about their favourite teams, newest
 * first, at most 20 each, no story twice. Reading never waits for a provider: a stale cache is refreshed in the
 * background and the member sees what is stored.
 */
import type { NewsArticle, User } from '../../generated/prisma/client.js';
import type { Services } from '../services.js';

export const NEWSFEED_LIMIT = 20;

export interface Newsfeed {
  personalizedNews: NewsArticle[];
  sportsTeamNews: NewsArticle[];
}

/** The same story from two sources (a feed and NewsAPI) has two urls but one title. */
const storyKey = (article: NewsArticle) =>
  article.title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function takeNew(articles: NewsArticle[], seen: Set<string>): NewsArticle[] {
  const kept: NewsArticle[] = [];
  for (const article of articles) {
    if (kept.length === NEWSFEED_LIMIT) break;
    const key = storyKey(article);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(article);
  }
  return kept;
}

export async function getNewsfeed(
  { news }: Pick<Services, 'news'>,
  viewer: Pick<User, 'interests' | 'sportsFavoriteTeams'>,
): Promise<Newsfeed> {
  news.refreshIfStale();
  // Team news first: an article about the member's team belongs in that list, not among the general ones.
  // Twice the limit is read so duplicates dropped below still leave a full list.
  const seen = new Set<string>();
  const teamRows = await news.stored.find(viewer.sportsFavoriteTeams, { limit: 2 * NEWSFEED_LIMIT });
  const sportsTeamNews = takeNew(teamRows, seen);
  const interestRows = await news.stored.find(viewer.interests, {
    limit: 2 * NEWSFEED_LIMIT,
    excludeIds: sportsTeamNews.map((a) => a.id),
  });
  return { personalizedNews: takeNew(interestRows, seen), sportsTeamNews };
}
