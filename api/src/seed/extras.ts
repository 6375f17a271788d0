/**
 * The smaller tables: panic alerts, stored news, and the jokes of the day.
 */
import { dadhoodJokes } from '../domain/jokes/collection.js';
import type { Member, SeedContext } from './context.js';
import { connectionsOf, type SeededConnection } from './connections.js';
import { dadJokes, newsArticles } from './content-talk.js';

/** A recent alert from one of the demo member's connections (so it shows up for them), and an old one. */
export async function seedPanicAlerts(ctx: SeedContext, connections: readonly SeededConnection[]) {
  const by = ctx.byUsername('jamal_hoops');
  const at = ctx.clock.hoursAgo(5);
  const older = ctx.byUsername('erik_ice_fisher');
  const olderAt = ctx.clock.daysAgo(40);
  const id = ctx.ids.next(at);
  await ctx.tx.panicAlert.createMany({
    data: [
      // Notified already (the seed writes the notifications itself): not left for the fan-out to redo.
      {
        id: ctx.ids.next(olderAt),
        userId: older.id,
        createdAt: olderAt,
        notifiedAt: olderAt,
        deliveriesWrittenAt: olderAt,
      },
      { id, userId: by.id, createdAt: at, notifiedAt: at, deliveriesWrittenAt: at },
    ],
  });
  const notify: Member[] = connectionsOf(by, connections);
  return { id, by, at, notify, count: 2 };
}

export async function seedNews(ctx: SeedContext): Promise<number> {
  const picture = await ctx.uploads.image('post-hike', ctx.demo.id);
  await ctx.tx.newsArticle.createMany({
    data: newsArticles.map((a, i) => {
      const publishedAt = ctx.clock.hoursAgo(a.hoursAgo);
      return {
        id: ctx.ids.next(publishedAt),
        title: a.title,
        description: a.description,
        url: `https://news.example.com/${a.slug}`,
        urlToImage: i % 3 === 0 ? picture : null,
        sourceName: a.sourceName,
        publishedAt,
        topics: a.topics,
        source: 'stored' as const,
        fetchedAt: publishedAt,
      };
    }),
  });
  return newsArticles.length;
}

/**
 * The jokes the composer's helper and the daily marquee draw from: the seed's classics and Dadhood's own
 * collection (which start-up also ensures); kept if something else added them first.
 */
export async function seedDadJokes(ctx: SeedContext): Promise<number> {
  const at = ctx.clock.daysAgo(400);
  const { count } = await ctx.tx.dadJoke.createMany({
    data: [...dadJokes, ...dadhoodJokes].map((text) => ({ id: ctx.ids.next(at), text, createdAt: at })),
    skipDuplicates: true,
  });
  return count;
}
