/**
 * Live events between the domain and subscribers (GraphQL subscriptions). In memory for a single process;
 * with REDIS_URL, events travel through Redis so several API processes side by side fan them out to each
 * other's subscribers.
 */
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { afterCommit } from '../db/unit-of-work.js';
import type { ConversationEventPayload, MessageEventPayload, TypingPayload } from '../domain/messaging/live.js';

/** A member's new unread count and its version (docs/live-events.md): subscribers forward it, never query. */
export interface UnreadCountChange {
  count: number;
  /** Rises with every change of the count: an event older than what a subscriber has shown is dropped. */
  version: number;
  /** When it was published (logs, tests). */
  at: string;
}

/** Topic -> [key, payload]. Payloads cross process boundaries, so keep them plain JSON. */
export type AppEvents = {
  /** The member's unread notification count changed (new, read, deleted). */
  notificationsChanged: [userId: string, payload: UnreadCountChange];
  /** The member's unread message count changed (docs/messaging.md). */
  unreadMessagesChanged: [userId: string, payload: UnreadCountChange];
  /** A message was sent or edited in one of the member's conversations: the message as clients show it. */
  messageEvent: [userId: string, payload: MessageEventPayload];
  /** One of the member's conversations started, gained people, or was read by someone else. */
  conversationEvent: [userId: string, payload: ConversationEventPayload];
  /** Someone is typing in the conversation. */
  typing: [conversationId: string, payload: TypingPayload];
  /** The event's attendance, waiting list or details changed, or it was deleted: its page reads it again. */
  eventChanged: [eventId: string, payload: { at: string }];
};

export interface Listener {
  /**
   * Resolves once this process hears what is published from now on: read the state the events follow only
   * then. With Redis the subscription is confirmed a moment after it is made; a change published meanwhile
   * would be missed.
   */
  ready: Promise<void>;
  stop(): void;
}

export type EventBus = PubSub<AppEvents> & {
  /**
   * Calls `onEvent` with each payload published on the topic for `key`, synchronously as it arrives: no
   * iterator in between, for subscriptions that keep only the latest value (events/unread-counts.ts) and are
   * many (a fan-out to thousands of sockets).
   */
  listen<Topic extends keyof AppEvents>(topic: Topic, key: AppEvents[Topic][0], onEvent: (payload: AppEvents[Topic][1]) => void): Listener;
};

export interface EventBusHandle {
  events: EventBus;
  /** Where events travel, for logs. */
  description: string;
  close(): Promise<void>;
}

/**
 * Publishing from inside a request's unit of work waits for its commit (and is dropped on rollback): an event
 * never announces a change that could still roll back.
 */
function createBus(target: PubSubEventTarget<AppEvents>, confirmed: (channel: string) => Promise<void>): EventBus {
  const pubsub = createPubSub<AppEvents>({ eventTarget: target });
  return {
    subscribe: pubsub.subscribe.bind(pubsub),
    publish: ((...args: unknown[]) =>
      afterCommit(() => (pubsub.publish as (...values: unknown[]) => void)(...args))) as EventBus['publish'],
    listen(topic, key, onEvent) {
      // The channel createPubSub publishes a keyed event on.
      const channel = `${topic}:${key}`;
      const listener = (event: { detail: unknown }) => onEvent(event.detail as never);
      target.addEventListener(channel, listener);
      return { ready: confirmed(channel), stop: () => target.removeEventListener(channel, listener) };
    },
  } as EventBus;
}

/**
 * The Redis client the event target subscribes with, recording each channel's SUBSCRIBE confirmation (the
 * target, @graphql-yoga/redis-event-target, sends SUBSCRIBE without waiting for it). It calls `on`,
 * `subscribe` and `unsubscribe`; everything else goes to the client untouched.
 */
function confirmingSubscriber(client: Redis) {
  const confirmations = new Map<string, Promise<void>>();
  const subscriber = new Proxy(client, {
    get(target, prop) {
      if (prop === 'subscribe') {
        return (channel: string) => {
          const reply = target.subscribe(channel);
          const confirmation = reply.then(() => undefined);
          confirmation.catch(() => {}); // reported to whoever waits on it
          confirmations.set(channel, confirmation);
          return reply;
        };
      }
      if (prop === 'unsubscribe') {
        return (channel: string) => {
          confirmations.delete(channel);
          return target.unsubscribe(channel);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { subscriber, confirmed: (channel: string) => confirmations.get(channel) ?? Promise.resolve() };
}

export function createEventBus(redisUrl?: string): EventBusHandle {
  if (!redisUrl) {
    return {
      events: createBus(new EventTarget() as PubSubEventTarget<AppEvents>, () => Promise.resolve()),
      description: 'in memory',
      close: async () => {},
    };
  }
  // Redis needs one connection to publish and one that only subscribes. A fan-out publishes thousands of
  // counts in one go: auto-pipelining sends them in a few writes rather than one per member.
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const { subscriber, confirmed } = confirmingSubscriber(subscribeClient);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient: subscriber }) as PubSubEventTarget<AppEvents>;
  const { host, port } = new URL(redisUrl);
  return {
    events: createBus(eventTarget, confirmed),
    description: `Redis at ${host}:${port || 6379}`,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
