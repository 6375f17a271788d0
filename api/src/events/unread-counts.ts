/**
 * Live unread counts (docs/live-events.md). The database keeps one counter per member and kind (UnreadCount,
 * maintained by triggers in the same statement as the write that moves it); a write reads the new counts of
 * all the members it touched in one statement and publishes them, with their versions, after commit. A
 * subscriber reads its count once, then forwards what events carry: no query per event or per subscriber.
 */
import { hot } from '../db/hot.js';
import type { DbTx } from '../db/prisma.js';
import { Prisma, type UnreadKind } from '../generated/prisma/client.js';
import { topic, type EventBus, type Topic } from './bus.js';

/** A member's new unread count and its version (docs/live-events.md): subscribers forward it, never query. */
export interface UnreadCountChange {
  count: number;
  /** Rises with every change of the count: an event older than what a subscriber has shown is dropped. */
  version: number;
  /** When it was published (logs, tests). */
  at: string;
}

/**
 * The topic each kind of count travels on, keyed by member: notificationsChanged (new, read, deleted
 * notifications) and unreadMessagesChanged (docs/messaging.md).
 */
export const unreadCountTopics = {
  notifications: topic<string, UnreadCountChange>('notificationsChanged'),
  messages: topic<string, UnreadCountChange>('unreadMessagesChanged'),
} satisfies Record<UnreadKind, Topic<string, UnreadCountChange>>;

export interface MemberUnreadCount {
  userId: string;
  count: number;
  version: number;
}

/**
 * The members' counts of `kind`, in one statement whatever their number (an array parameter, so no driver
 * splits it). A member without a counter has count 0 at version 0. Inside the transaction that moved the
 * counts, these are its own values (it holds the counters' row locks until it commits).
 */
export async function readUnreadCounts(
  db: DbTx,
  kind: UnreadKind,
  userIds: Iterable<string>,
): Promise<MemberUnreadCount[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  // Hot: every subscription starts with it (a prepared plan on PostgreSQL, db/hot.ts).
  const rows = await db.$queryRaw<MemberUnreadCount[]>(
    hot(Prisma.sql`
    SELECT "userId", count, version FROM "UnreadCount"
    WHERE kind = ${kind}::"UnreadKind" AND "userId" = ANY(${ids}::uuid[])`),
  );
  const found = new Map(rows.map((row) => [row.userId, row]));
  return ids.map((userId) => found.get(userId) ?? { userId, count: 0, version: 0 });
}

/** Publishes each member's count; from inside a unit of work, after it commits (events/bus.ts). */
export function publishUnreadCounts(events: EventBus, kind: UnreadKind, counts: readonly MemberUnreadCount[]): void {
  const at = new Date().toISOString();
  for (const { userId, count, version } of counts)
    events.publish(unreadCountTopics[kind], userId, { count, version, at });
}

/**
 * The member's count now, then each change. Listening starts (and, with Redis, is confirmed) before the count
 * is read, so no change committed after the read is missed; an event at or below the version already held is
 * older than what was shown and is dropped, as is one overtaken by a newer one (two processes publishing).
 * A consumer slower than the changes gets the latest count, not each step: a badge shows a number, not a log.
 *
 * Hand-rolled rather than a Repeater over `events.subscribe`: one listener and one promise per delivered
 * value. A panic alert delivers to thousands of these at once, and each layer of async iteration cost
 * measurable time per subscriber (docs/live-events.md). `return()` ends it at once, so a closed socket does
 * not keep its listener until the member's next change.
 */
export function liveUnreadCount(
  { prisma, events }: { prisma: DbTx; events: EventBus },
  kind: UnreadKind,
  userId: string,
): AsyncIterableIterator<number> {
  let count = 0;
  let version = -1;
  let read = false; // the count at the start has been read: values may go out
  let sent: number | undefined;
  let ended = false;
  let failure: { error: unknown } | undefined;
  let waiting: { resolve: (result: IteratorResult<number>) => void; reject: (error: unknown) => void } | undefined;

  const deliver = () => {
    if (!waiting || !read || count === sent) return;
    const { resolve } = waiting;
    waiting = undefined;
    sent = count;
    resolve({ value: count, done: false });
  };
  const take = (change: { count: number; version: number }) => {
    if (change.version <= version) return;
    ({ count, version } = change);
    deliver();
  };
  const listener = events.listen(unreadCountTopics[kind], userId, take);
  listener.ready
    .then(() => readUnreadCounts(prisma, kind, [userId]))
    .then(([current]) => {
      read = true;
      take(current!);
      deliver(); // the first value, even when an event got there first
    })
    .catch((error: unknown) => {
      failure = { error };
      listener.stop();
      waiting?.reject(error);
      waiting = undefined;
    });

  const iterator: AsyncIterableIterator<number> = {
    next() {
      if (ended) return Promise.resolve({ value: undefined, done: true });
      if (failure) return Promise.reject(failure.error);
      if (read && count !== sent) {
        sent = count;
        return Promise.resolve({ value: count, done: false });
      }
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    return() {
      ended = true;
      listener.stop();
      waiting?.resolve({ value: undefined, done: true });
      waiting = undefined;
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
