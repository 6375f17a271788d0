/**
 * A subscription's source: every event of one topic for one key, as an async iterator, for GraphQL
 * subscription fields that forward what events carry.
 */
import type { EventBus, Topic } from './bus.js';
import { pushIterator } from './push-iterator.js';

/** Stops when the consumer falls this far behind: its client reconnects and catches up (docs/messaging.md). */
const MAX_QUEUED = 10_000;

/**
 * Every event published on `topic` for `key` from now on (those `accept` keeps), in order. Listening starts
 * at once; `ready` resolves once it is in place (with Redis, once SUBSCRIBE is confirmed).
 */
export function eventStream<Key extends string, Payload, Out>(
  events: EventBus,
  topic: Topic<Key, Payload>,
  key: NoInfer<Key>,
  map: (payload: Payload) => Out | undefined,
): AsyncIterableIterator<Out> & { ready: Promise<void> } {
  // The source stops only once it exists: the listener delivers, and the consumer ends, after this returns.
  const stream = pushIterator<Out>({ stop: () => listener.stop(), maxQueued: MAX_QUEUED, whenFull: 'fail' });
  const listener = events.listen(topic, key, (payload) => {
    const value = map(payload);
    if (value !== undefined) stream.push(value);
  });
  return Object.assign(stream.iterator, { ready: listener.ready });
}

/**
 * `first`, then what `stream` delivers: a subscription that starts with what its subscriber missed (read after
 * the stream was in place, so nothing falls between the two). Ending it ends the stream.
 */
export function startingWith<T>(first: readonly T[], stream: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let next = 0;
  const iterator: AsyncIterableIterator<T> = {
    next: () => (next < first.length ? Promise.resolve({ value: first[next++]!, done: false }) : stream.next()),
    return: (value?: unknown) =>
      stream.return ? stream.return(value) : Promise.resolve({ value: value as T, done: true as const }),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
