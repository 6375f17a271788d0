/**
 * Live events between the domain and subscribers (GraphQL subscriptions). In memory for a single process;
 * with REDIS_URL, events travel through Redis so several API processes side by side fan them out to each
 * other's subscribers.
 */
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { afterCommit } from '../db/unit-of-work.js';

/** Topic -> [key, payload]. Payloads cross process boundaries, so keep them plain JSON. */
export type AppEvents = {
  /** The member's notifications changed (new, read, deleted): their unread count may have moved. */
  notificationsChanged: [userId: string, payload: { at: string }];
};

export type EventBus = PubSub<AppEvents>;

export interface EventBusHandle {
  events: EventBus;
  /** Where events travel, for logs. */
  description: string;
  close(): Promise<void>;
}

/**
 * Publishing from inside a request's unit of work waits for its commit (and is dropped on rollback): a subscriber
 * told "something changed" must find the change when it re-reads.
 */
function publishAfterCommit(pubsub: EventBus): EventBus {
  return {
    subscribe: pubsub.subscribe.bind(pubsub),
    publish: (...args: Parameters<EventBus['publish']>) => afterCommit(() => pubsub.publish(...args)),
  } as EventBus;
}

export function createEventBus(redisUrl?: string): EventBusHandle {
  if (!redisUrl) {
    return { events: publishAfterCommit(createPubSub<AppEvents>()), description: 'in memory', close: async () => {} };
  }
  // Redis needs one connection to publish and one that only subscribes.
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient }) as PubSubEventTarget<AppEvents>;
  const { host, port } = new URL(redisUrl);
  return {
    events: publishAfterCommit(createPubSub<AppEvents>({ eventTarget })),
    description: `Redis at ${host}:${port || 6379}`,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
