/**
 * Live events between the domain and subscribers (GraphQL subscriptions). In memory for a single process;
 * with REDIS_URL, events travel through Redis so several API processes side by side fan them out to each
 * other's subscribers. While Redis is down, events published here still reach this process's subscribers, and
 * new subscriptions are refused with SERVICE_UNAVAILABLE (docs/reliability.md).
 */
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';
import { afterCommit } from '../db/unit-of-work.js';
import { serviceUnavailable, type AppError } from '../domain/errors.js';
import type { ConversationEventPayload, MessageEventPayload, TypingPayload } from '../domain/messaging/live.js';
import { withinDeadline, type RedisConnection, type RedisHealth } from '../redis/connection.js';

/** A member's new unread count and its version (docs/live-events.md): subscribers forward it, never query. */
export interface UnreadCountChange {
  count: number;
  /** Rises with every change of the count: an event older than what a subscriber has shown is dropped. */
  version: number;
  /** When it was published (logs, tests). */
  at: string;
}

/** A connection as the connectionChanged event carries it (dates as ISO strings once through Redis). */
export interface ConnectionChangePayload {
  kind: 'requested' | 'accepted' | 'declined' | 'removed';
  connection: { id: string; requesterId: string; receiverId: string; status: string; createdAt: string | Date; respondedAt: string | Date | null };
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
  /** The group's members, roles, bans or posts changed: its page reads it again (groupChanged). */
  groupChanged: [groupId: string, payload: { at: string }];
  /** One of the member's connections or requests changed: the connection's row as it now is (connectionChanged). */
  connectionChanged: [userId: string, payload: ConnectionChangePayload];
  /** The member's pending event invitations changed (pendingEventInvitationCount). */
  eventInvitationsChanged: [userId: string, payload: { at: string }];
  /**
   * A post that may belong on others' Dadfeeds or Groupfeeds was published (dadfeedPostAdded, groupfeedPostAdded).
   * One channel for every member: each process listens once per feed and checks the post for all that feed's
   * subscribers in one statement (domain/feed/live.ts); a feed skips a post that cannot be on it.
   */
  feedPost: [
    channel: 'all',
    payload: { postId: string; authorId: string; groupId: string | null; mayBeOnDadfeed: boolean; at: string },
  ];
  /**
   * Some of the member's sessions or access tokens ended, or the member was suspended or deleted: every process
   * checks the credentials of that member's open WebSockets again (docs/live-events.md). One channel for every
   * member, as these are rare: a process listens once, from its start.
   */
  accessChanged: [channel: 'members', payload: { userId: string }];
};

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

export type EventBus = PubSub<AppEvents> & {
  /**
   * Calls `onEvent` with each payload published on the topic for `key`, synchronously as it arrives: no
   * iterator in between, for subscriptions that keep only the latest value (events/unread-counts.ts) and are
   * many (a fan-out to thousands of sockets). Throws SERVICE_UNAVAILABLE at once while Redis is known to be down:
   * a subscriber would hear nothing from other processes.
   */
  listen<Topic extends keyof AppEvents>(topic: Topic, key: AppEvents[Topic][0], onEvent: (payload: AppEvents[Topic][1]) => void): Listener;
};

export interface EventBusHandle {
  events: EventBus;
  /** Where events travel, for logs. */
  description: string;
  close(): Promise<void>;
}

/** How long a refused subscriber should wait before trying again. */
export const LIVE_EVENTS_RETRY_AFTER_SECONDS = 5;

export function liveEventsUnavailable(): AppError {
  return serviceUnavailable('Live updates are unavailable right now. Please try again in a few seconds.', LIVE_EVENTS_RETRY_AFTER_SECONDS);
}

/**
 * Publishing from inside a request's unit of work waits for its commit (and is dropped on rollback): an event
 * never announces a change that could still roll back. `refused()` says whether a new subscription would hear
 * nothing (Redis down).
 */
function createBus(target: PubSubEventTarget<AppEvents>, confirmed: (channel: string) => Promise<void>, refused: () => boolean): EventBus {
  const pubsub = createPubSub<AppEvents>({ eventTarget: target });
  return {
    subscribe: ((...args: unknown[]) => {
      if (refused()) throw liveEventsUnavailable();
      return (pubsub.subscribe as (...values: unknown[]) => unknown)(...args);
    }) as EventBus['subscribe'],
    publish: ((...args: unknown[]) =>
      afterCommit(() => (pubsub.publish as (...values: unknown[]) => void)(...args))) as EventBus['publish'],
    listen(topic, key, onEvent) {
      if (refused()) throw liveEventsUnavailable();
      // The channel createPubSub publishes a keyed event on.
      const channel = `${topic}:${key}`;
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
  } as EventBus;
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
function fallingBackPublisher(publishClient: Redis, subscribeClient: Redis, health: RedisHealth, timeoutMs: number): Redis {
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

/** `redis`: the app's Redis connection (REDIS_URL); without it, events stay in this process. */
export function createEventBus(redis?: RedisConnection): EventBusHandle {
  if (!redis) {
    return {
      events: createBus(new EventTarget() as PubSubEventTarget<AppEvents>, () => Promise.resolve(), () => false),
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
  }) as PubSubEventTarget<AppEvents>;
  return {
    events: createBus(eventTarget, confirmed, () => redis.health.stateOf(subscribeClient) === 'down'),
    description: redis.description,
    // The connections are the app's (closed with it).
    close: async () => {},
  };
}
