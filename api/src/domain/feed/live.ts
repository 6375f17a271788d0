/**
 * New posts on the Dadfeed and the Groupfeed, live (docs/live-events.md): "N new posts" above the feed a member is
 * reading. A new post is published once, after its commit, on one channel for every member. For each feed, each API
 * process listens once, whatever its number of subscribers, and on each post that may be on that feed runs one
 * statement that says which of its subscribers have it there (the feed's own conditions), then hands the post to
 * those. The author's own tabs are left out: the composer puts his post in his feeds already.
 */
import type { DbTx } from '../../db/prisma.js';
import { topic, type EventBus, type Listener } from '../../events/bus.js';
import { pushIterator } from '../../events/push-iterator.js';
import { Prisma } from '../../generated/prisma/client.js';
import { groupfeedConditions } from '../groups/groupfeed.js';
import { dadfeedConditions } from './dadfeed.js';

/** A new post as the feedPost channel carries it. */
export interface AnnouncedPost {
  postId: string;
  authorId: string;
  groupId: string | null;
  mayBeOnDadfeed: boolean;
  at: string;
}

/** The feeds' topic on the event bus. */
export const feedTopics = {
  /**
   * A post that may belong on others' Dadfeeds or Groupfeeds was published (dadfeedPostAdded, groupfeedPostAdded).
   * One channel for every member: each process listens once per feed and checks the post for all that feed's
   * subscribers in one statement; a feed skips a post that cannot be on it.
   */
  feedPost: topic<'all', AnnouncedPost>('feedPost'),
};

interface NewPost {
  id: string;
  authorId: string;
  eventId: string | null;
  groupId: string | null;
  shareToPersonalFeed: boolean;
}

/** A post as the feeds announce it, dated `at`. */
function announced(post: Omit<NewPost, 'eventId'>, at: Date): AnnouncedPost {
  return {
    postId: post.id,
    authorId: post.authorId,
    groupId: post.groupId,
    mayBeOnDadfeed: post.groupId === null || post.shareToPersonalFeed,
    at: at.toISOString(),
  };
}

/** Publishes a new post that may show on others' feeds (an event's discussion is on none of them). */
export function announceFeedPost(events: EventBus, post: NewPost): void {
  if (post.eventId !== null) return;
  events.publish(feedTopics.feedPost, 'all', announced(post, new Date()));
}

/** A feed that announces its new posts. */
export interface LiveFeed {
  /** Whether the post may be on this feed for anyone: the others are skipped without a statement. */
  mayHold(post: AnnouncedPost): boolean;
  /** The feed's conditions on the post row aliased `p`, for the viewer given (here as SQL, see feedReaders). */
  conditions(viewerId: string): Prisma.Sql[];
}

export const liveDadfeed: LiveFeed = {
  mayHold: (post) => post.mayBeOnDadfeed,
  conditions: (viewer) => dadfeedConditions(viewer),
};

/** All the viewer's groups: a client reading one group's chip keeps that group's posts. */
export const liveGroupfeed: LiveFeed = {
  mayHold: (post) => post.groupId !== null,
  conditions: (viewer) => groupfeedConditions(viewer),
};

/**
 * Which of `viewerIds` have the post on the feed, in one statement whatever their number: the feed's conditions
 * are written for one viewer parameter, and here the viewer is the column of the list instead.
 */
export async function feedReaders(
  db: DbTx,
  feed: LiveFeed,
  postId: string,
  viewerIds: readonly string[],
): Promise<Set<string>> {
  if (viewerIds.length === 0) return new Set();
  // The conditions embed the viewer as `${viewerId}::uuid`; a SQL fragment there is written as SQL, not bound.
  const viewer = Prisma.raw('v."viewerId"') as unknown as string;
  const rows = await db.$queryRaw<{ viewerId: string }[]>(Prisma.sql`
    SELECT v."viewerId"::text AS "viewerId"
    FROM unnest(${[...viewerIds]}::uuid[]) AS v("viewerId")
    JOIN "Post" p ON p.id = ${postId}::uuid
    WHERE ${Prisma.join(feed.conditions(viewer), ' AND ')}`);
  return new Set(rows.map((row) => row.viewerId));
}

interface Watcher {
  viewerId: string;
  deliver(post: AnnouncedPost): void;
}

/** This process's subscribers to one feed and its one listener on the bus. */
class FeedWatchers {
  private readonly watchers = new Set<Watcher>();
  private listener: Listener | undefined;

  constructor(
    private readonly prisma: DbTx,
    private readonly events: EventBus,
    private readonly feed: LiveFeed,
  ) {}

  /** Starts delivering to `watcher`; `ready` once the process hears posts published from now on. */
  add(watcher: Watcher): { ready: Promise<void>; stop: () => void } {
    if (!this.listener) {
      const listener = this.events.listen(feedTopics.feedPost, 'all', (post) => void this.check(post));
      listener.ready.catch(() => {
        if (this.listener === listener) this.listener = undefined;
      });
      this.listener = listener;
    }
    this.watchers.add(watcher);
    return {
      ready: this.listener.ready,
      stop: () => {
        this.watchers.delete(watcher);
        if (this.watchers.size === 0 && this.listener) {
          this.listener.stop();
          this.listener = undefined;
        }
      },
    };
  }

  private async check(post: AnnouncedPost) {
    if (!this.feed.mayHold(post)) return;
    const others = [...this.watchers].filter((watcher) => watcher.viewerId !== post.authorId);
    if (others.length === 0) return;
    let readers: Set<string>;
    try {
      readers = await feedReaders(this.prisma, this.feed, post.postId, [
        ...new Set(others.map((watcher) => watcher.viewerId)),
      ]);
    } catch {
      return; // a failed check costs a "new posts" hint, nothing else: the feed itself is read as usual
    }
    for (const watcher of others)
      if (readers.has(watcher.viewerId) && this.watchers.has(watcher)) watcher.deliver(post);
  }
}

const hubsByBus = new WeakMap<EventBus, Map<LiveFeed, FeedWatchers>>();

/** The most posts a subscription made with `after` is told of at its start: past that the count is enough. */
export const CATCH_UP_MAX = 50;
/**
 * How far back a subscription made with `after` looks: enough for a socket that was down a while, and a bound on
 * what the statement reads whatever post a client names (it walks the feed's index from that post on).
 */
export const CATCH_UP_HOURS = 24;

/**
 * Others' posts on the viewer's `feed` newer than `afterPostId` (in the feed's order, createdAt then id) and than
 * CATCH_UP_HOURS ago, oldest first, at most CATCH_UP_MAX, in one statement: what a client that has read the feed
 * down from that post has not been told of. A post published while its subscription was being made, or while its
 * socket was down, is heard this way. Nothing when the post is gone. The bound is a scalar subquery, so the
 * statement walks the posts' date index from it: read as a join, the planner walked the index from the oldest post
 * (about 50,000 buffers and 100-190 ms at 125,000 posts, against about 20 buffers and under a millisecond).
 */
export async function feedPostsAfter(
  db: DbTx,
  feed: LiveFeed,
  viewerId: string,
  afterPostId: string,
): Promise<AnnouncedPost[]> {
  const rows = await db.$queryRaw<(Omit<NewPost, 'eventId'> & { createdAt: Date })[]>(
    feedPostsAfterSql(feed, viewerId, afterPostId),
  );
  return rows.map((row) => announced(row, row.createdAt)).filter((post) => feed.mayHold(post));
}

/** feedPostsAfter's statement (its plan is checked by live-catch-up.test.ts). */
export function feedPostsAfterSql(feed: LiveFeed, viewerId: string, afterPostId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT p.id::text AS id, p."authorId"::text AS "authorId", p."groupId"::text AS "groupId",
      p."shareToPersonalFeed", p."createdAt"
    FROM "Post" p
    WHERE (p."createdAt", p.id) > (
      (SELECT greatest("createdAt", now() - make_interval(hours => ${CATCH_UP_HOURS}::int))
       FROM "Post" WHERE id = ${afterPostId}::uuid),
      ${afterPostId}::uuid
    )
      AND p."authorId" <> ${viewerId}::uuid
      AND p."eventId" IS NULL
      AND ${Prisma.join(feed.conditions(viewerId), ' AND ')}
    ORDER BY p."createdAt", p.id
    LIMIT ${CATCH_UP_MAX}`;
}

/**
 * Others' posts joining the viewer's `feed` from now on: resolves once the process listens (a subscription's
 * `subscribe`). With `afterPostId` (the newest post the client shows), the posts it has missed since come first
 * (feedPostsAfter), each once: a post both heard live and found there is told once.
 */
export async function watchFeed(
  { prisma, events }: { prisma: DbTx; events: EventBus },
  feed: LiveFeed,
  viewerId: string,
  afterPostId?: string,
): Promise<AsyncIterableIterator<AnnouncedPost>> {
  let hubs = hubsByBus.get(events);
  if (!hubs) {
    hubs = new Map();
    hubsByBus.set(events, hubs);
  }
  let hub = hubs.get(feed);
  if (!hub) {
    hub = new FeedWatchers(prisma, events, feed);
    hubs.set(feed, hub);
  }
  // A hint: past 100 unread the count is enough.
  const stream = pushIterator<AnnouncedPost>({ stop: () => watch.stop(), maxQueued: 100, whenFull: 'drop' });
  // With `after`: the posts told while catching up, then those the catch-up found (a post published as it ran may
  // be in both).
  const heardWhileCatchingUp = new Set<string>();
  let caughtUp: Set<string> | undefined;
  const deliver =
    afterPostId === undefined
      ? stream.push
      : (post: AnnouncedPost) => {
          if (caughtUp ? caughtUp.has(post.postId) : heardWhileCatchingUp.has(post.postId)) return;
          if (!caughtUp) heardWhileCatchingUp.add(post.postId);
          stream.push(post);
        };
  const watch = hub.add({ viewerId, deliver });
  watch.ready.catch(() => void stream.finish());
  await watch.ready;
  if (afterPostId === undefined) return stream.iterator;
  let missed: AnnouncedPost[] = [];
  try {
    missed = await feedPostsAfter(prisma, feed, viewerId, afterPostId);
  } catch {
    // as a failed check: a "new posts" hint is lost, the feed itself is read as usual
  }
  for (const post of missed) deliver(post);
  caughtUp = new Set(missed.map((post) => post.postId));
  heardWhileCatchingUp.clear();
  return stream.iterator;
}
