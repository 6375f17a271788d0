/**
 * Live events between the domain and subscribers (GraphQL subscriptions). In memory for a single process;
 * with REDIS_URL, events travel through Redis so several API processes side by side fan them out to each
 * other's subscribers. While Redis is down, events published here still reach this process's subscribers, and
 * new subscriptions are refused with SERVICE_UNAVAILABLE (docs/reliability.md).
 */
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import { afterCommit } from '../db/unit-of-work.js';
import { serviceUnavailable, type AppError } from '../domain/errors.js';
import { withinDeadline, type RedisConnection, type RedisHealth } from '../redis/connection.js';

declare const carries: unique symbol;

/**
 * A topic: its name on the bus, the key subscribers listen by (a member's id, a conversation's, or a fixed
 * channel such as 'all') and the payload it carries. Each feature declares its own beside the code that
 * announces them (domain/<feature>/live.ts and the like); the bus knows none of them. Payloads cross process
 * boundaries through Redis, so keep them plain JSON.
 */
export interface Topic<Key extends string, Payload> {
  readonly name: string;
  /** Never set: only carries the key and payload types, so publishers and subscribers agree on them. */
  readonly [carries]?: [Key, Payload];
}

export function topic<Key extends string, Payload>(name: string): Topic<Key, Payload> {
  return { name };
}

/** What the underlying pub/sub carries: any topic name, any key, a JSON payload. */
type AnyTopics = Record<string, [key: string, payload: unknown]>;

export interface Listener {
  /**
   * Resolves once this process hears what is published from now on: read the state the events follow only
   * then. With Redis the subscription is confirmed a moment after it is made; a change published meanwhile
   * would be missed. Rejects with SERVICE_UNAVAILABLE when Redis did not confirm it in time (the listener is
   * then stopped already).
   */
  ready: Promise<void>;
  stop(): void;
}

export interface EventBus {
  /** Publishes `payload` to the topic's subscribers for `key`; from inside a unit of work, once it commits. */
  publish<Key extends string, Payload>(topic: Topic<Key, Payload>, key: NoInfer<Key>, payload: NoInfer<Payload>): void;
  /**
   * Every payload published on the topic for `key` from now on, as an async iterator. Throws
   * SERVICE_UNAVAILABLE at once while Redis is known to be down.
   */
  subscribe<Key extends string, Payload>(topic: Topic<Key, Payload>, key: NoInfer<Key>): AsyncIterable<Payload>;
  /**
   * Calls `onEvent` with each payload published on the topic for `key`, synchronously as it arrives: no
   * iterator in between, for subscriptions that keep only the latest value (events/unread-counts.ts) and are
   * many (a fan-out to thousands of sockets). Throws SERVICE_UNAVAILABLE at once while Redis is known to be down:
   * a subscriber would hear nothing from other processes.
   */
  listen<Key extends string, Payload>(
    topic: Topic<Key, Payload>,
    key: NoInfer<Key>,
    onEvent: (payload: Payload) => void,
  ): Listener;
}

export interface EventBusHandle {
  events: EventBus;
  /** Where events travel, for logs. */
  description: string;
  close(): Promise<void>;
}

/** How long a refused subscriber should wait before trying again. */
export const LIVE_EVENTS_RETRY_AFTER_SECONDS = 5;

export function liveEventsUnavailable(): AppError {
  return serviceUnavailable(
    'Live updates are unavailable right now. Please try again in a few seconds.',
    LIVE_EVENTS_RETRY_AFTER_SECONDS,
  );
}

/**
 * Publishing from inside a request's unit of work waits for its commit (and is dropped on rollback): an event
 * never announces a change that could still roll back. `refused()` says whether a new subscription would hear
 * nothing (Redis down).
 */
function createBus(
  target: PubSubEventTarget<AnyTopics>,
  confirmed: (channel: string) => Promise<void>,
  refused: () => boolean,
  prefix: string,
): EventBus {
  const pubsub: PubSub<AnyTopics> = createPubSub<AnyTopics>({ eventTarget: target });
  // Redis channels carry the deployment's prefix, as its keys do: two deployments sharing a Redis never hear
  // each other's events.
  const name = (topic: { name: string }) => `${prefix}${topic.name}`;
  return {
    subscribe(topic, key) {
      if (refused()) throw liveEventsUnavailable();
      return pubsub.subscribe(name(topic), key) as AsyncIterable<never>;
    },
    publish(topic, key, payload) {
      afterCommit(() => pubsub.publish(name(topic), key, payload));
    },
    listen(topic, key, onEvent) {
      if (refused()) throw liveEventsUnavailable();
      // The channel createPubSub publishes a keyed event on.
      const channel = `${name(topic)}:${key}`;
      const listener = (event: { detail: unknown }) => onEvent(event.detail as never);
      target.addEventListener(channel, listener);
      const stop = () => target.removeEventListener(channel, listener);
      const ready = confirmed(channel).catch(() => {
        stop();
        throw liveEventsUnavailable();
      });
      ready.catch(() => {}); // reported to whoever waits on it
      return { ready, stop };
    },
  };
}

/**
 * The Redis client the event target subscribes with, recording each channel's SUBSCRIBE confirmation (the
 * target, @graphql-yoga/redis-event-target, sends SUBSCRIBE without waiting for it), which fails if it takes
 * longer than `timeoutMs`. The target calls `on`, `subscribe` and `unsubscribe`; everything else goes to the
 * client untouched.
 */
function confirmingSubscriber(client: Redis, timeoutMs: number) {
  const confirmations = new Map<string, Promise<void>>();
  const subscriber = new Proxy(client, {
    get(target, prop) {
      if (prop === 'subscribe') {
        return (channel: string) => {
          const reply = target.subscribe(channel);
          const confirmation = withinDeadline(timeoutMs, reply).then(() => undefined);
          confirmation.catch(() => {}); // reported to whoever waits on it
          confirmations.set(channel, confirmation);
          return reply;
        };
      }
      if (prop === 'unsubscribe') {
        return (channel: string) => {
          confirmations.delete(channel);
          const reply = target.unsubscribe(channel);
          reply.catch(() => {}); // the event target drops it; sent in order once Redis is back
          return reply;
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { subscriber, confirmed: (channel: string) => confirmations.get(channel) ?? Promise.resolve() };
}

/**
 * What the event target publishes with (it calls `publish` alone). A publish goes through Redis unless the
 * publishing connection is down, and straight to this process's own subscribers when Redis cannot bring it to
 * them: the subscribing connection is down, or the publish failed or was not answered within `timeoutMs`. It
 * never fails: the change it announces has committed. (A publish Redis answered late may have reached it after
 * all: this process's subscribers then get it twice.)
 */
function fallingBackPublisher(
  publishClient: Redis,
  subscribeClient: Redis,
  health: RedisHealth,
  timeoutMs: number,
): Redis {
  // The event target listens for 'message' on the subscribing client: emitting one there delivers in-process.
  const deliverHere = (channel: string, message: string) => void subscribeClient.emit('message', channel, message);
  const publish = (channel: string, message: string) => {
    if (health.stateOf(publishClient) === 'down') {
      deliverHere(channel, message);
      return Promise.resolve(0);
    }
    const delivered = health.stateOf(subscribeClient) === 'down';
    if (delivered) deliverHere(channel, message);
    return withinDeadline(timeoutMs, publishClient.publish(channel, message)).catch(() => {
      if (!delivered) deliverHere(channel, message);
      return 0;
    });
  };
  return { publish } as unknown as Redis;
}

/**
 * `redis`: the app's Redis connection (REDIS_URL); without it, events stay in this process. `keyPrefix`:
 * REDIS_KEY_PREFIX, which starts every channel (`<prefix>:messageEvent:<member>`).
 */
export function createEventBus(redis?: RedisConnection, keyPrefix = ''): EventBusHandle {
  if (!redis) {
    const target = new EventTarget();
    // Each subscriber of a key adds a listener for its channel: a group or event page open in more than ten
    // tabs is no leak, and Node's warning past ten (the Redis target has none) would tell an admin it is one.
    setMaxListeners(0, target);
    return {
      events: createBus(
        target as PubSubEventTarget<AnyTopics>,
        () => Promise.resolve(),
        () => false,
        '',
      ),
      description: 'in memory',
      close: async () => {},
    };
  }
  // Redis needs one connection to publish and one that only subscribes. A fan-out publishes thousands of
  // counts in one go: auto-pipelining sends them in a few writes rather than one per member.
  const publishClient = redis.client('publisher', { enableAutoPipelining: true });
  const subscribeClient = redis.client('subscriber');
  const { subscriber, confirmed } = confirmingSubscriber(subscribeClient, redis.timeoutMs);
  const eventTarget = createRedisEventTarget({
    publishClient: fallingBackPublisher(publishClient, subscribeClient, redis.health, redis.timeoutMs),
    subscribeClient: subscriber,
  }) as PubSubEventTarget<AnyTopics>;
  return {
    events: createBus(
      eventTarget,
      confirmed,
      () => redis.health.stateOf(subscribeClient) === 'down',
      keyPrefix ? `${keyPrefix}:` : '',
    ),
    description: redis.description,
    // The connections are the app's (closed with it).
    close: async () => {},
  };
}
