/**
 * New posts on the Dadfeed, live (docs/live-events.md): "N new posts" above the feed a member is reading. A post
 * that may belong on others' Dadfeeds is published once, after its commit, on one channel for every member. Each
 * API process listens once, whatever its number of subscribers, and on each post runs one statement that says
 * which of its subscribers may see it there (the Dadfeed's own conditions: blocks, moderation, private groups,
 * channels followed, the politics filter), then hands the post's id to those. The author's own tabs are left out:
 * the composer puts his post in his feed already.
 */
import type { DbTx } from '../../db/prisma.js';
import type { EventBus, Listener } from '../../events/bus.js';
import { pushIterator } from '../../events/push-iterator.js';
import { Prisma } from '../../generated/prisma/client.js';
import { dadfeedConditions } from './dadfeed.js';

interface FeedPost {
  id: string;
  authorId: string;
  eventId: string | null;
  groupId: string | null;
  shareToPersonalFeed: boolean;
}

/** Publishes a new post that may show on others' Dadfeeds (an event's discussion never does). */
export function announceDadfeedPost(events: EventBus, post: FeedPost): void {
  if (post.eventId !== null || (post.groupId !== null && !post.shareToPersonalFeed)) return;
  events.publish('dadfeedPost', 'all', {
    postId: post.id,
    authorId: post.authorId,
    at: new Date().toISOString(),
  });
}

/**
 * Which of `viewerIds` have the post on their Dadfeed, in one statement whatever their number: the feed's
 * conditions are written for one viewer parameter, and here the viewer is the column of the list instead.
 */
export async function dadfeedReaders(db: DbTx, postId: string, viewerIds: readonly string[]): Promise<Set<string>> {
  if (viewerIds.length === 0) return new Set();
  // The conditions embed the viewer as `${viewerId}::uuid`; a SQL fragment there is written as SQL, not bound.
  const viewer = Prisma.raw('v."viewerId"') as unknown as string;
  const rows = await db.$queryRaw<{ viewerId: string }[]>(Prisma.sql`
    SELECT v."viewerId"::text AS "viewerId"
    FROM unnest(${[...viewerIds]}::uuid[]) AS v("viewerId")
    JOIN "Post" p ON p.id = ${postId}::uuid
    WHERE ${Prisma.join(dadfeedConditions(viewer), ' AND ')}`);
  return new Set(rows.map((row) => row.viewerId));
}

interface Watcher {
  viewerId: string;
  deliver(postId: string): void;
}

/** This process's Dadfeed subscribers and its one listener on the bus. */
class DadfeedWatchers {
  private readonly watchers = new Set<Watcher>();
  private listener: Listener | undefined;

  constructor(
    private readonly prisma: DbTx,
    private readonly events: EventBus,
  ) {}

  /** Starts delivering to `watcher`; `ready` once the process hears posts published from now on. */
  add(watcher: Watcher): { ready: Promise<void>; stop: () => void } {
    if (!this.listener) {
      const listener = this.events.listen('dadfeedPost', 'all', (post) => void this.check(post.postId, post.authorId));
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

  private async check(postId: string, authorId: string) {
    const others = [...this.watchers].filter((watcher) => watcher.viewerId !== authorId);
    if (others.length === 0) return;
    let readers: Set<string>;
    try {
      readers = await dadfeedReaders(this.prisma, postId, [...new Set(others.map((watcher) => watcher.viewerId))]);
    } catch {
      return; // a failed check costs a "new posts" hint, nothing else: the feed itself is read as usual
    }
    for (const watcher of others) if (readers.has(watcher.viewerId) && this.watchers.has(watcher)) watcher.deliver(postId);
  }
}

const watchersByBus = new WeakMap<EventBus, DadfeedWatchers>();

/** The ids of others' posts joining the viewer's Dadfeed from now on; `ready` once listening. */
export function watchDadfeed(
  { prisma, events }: { prisma: DbTx; events: EventBus },
  viewerId: string,
): AsyncIterableIterator<string> & { ready: Promise<void> } {
  let hub = watchersByBus.get(events);
  if (!hub) watchersByBus.set(events, (hub = new DadfeedWatchers(prisma, events)));
  // A hint: past 100 unread the count is enough.
  const stream = pushIterator<string>({ stop: () => watch.stop(), maxQueued: 100, whenFull: 'drop' });
  const watch = hub.add({ viewerId, deliver: stream.push });
  watch.ready.catch(() => void stream.finish());
  return Object.assign(stream.iterator, { ready: watch.ready });
}
